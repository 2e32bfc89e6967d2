import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A value the queue must carry but the database must not hold readable: a sign-in link waits in its queue row until
 * the relay sends it. Sealed with AES-256-GCM under a key derived from the server's secret (never in the database), so
 * a copy of the database signs nobody in. '<iv>.<tag>.<ciphertext>', base64url.
 */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** The sealed text, or undefined when it was sealed under another key or changed. */
export function unseal(key: Buffer, sealed: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
