import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { formatIban, normalizeIban } from '@/lib/validation/iban';

/**
 * The IBAN of a booking: stored only sealed (AES-256-GCM under a key derived from LINK_SECRET, lib/trial/link-secret.ts
 * deriveKey(…, 'iban')), shown in full only on the signed-in team's page of that booking, and masked in every mail.
 */

const MASK = '•';

/** 'DE89370400440532013000' → 'DE89 •••• •••• •••• ••30 00': the country and check digits and the last four characters. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban.length <= 8) return formatIban(iban);
  const masked = iban.slice(0, 4) + MASK.repeat(iban.length - 8) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/gu, '$1 ');
}

const VERSION = 'v1';

/** The IBAN sealed for the row `bookingId`: 'v1.<iv>.<ciphertext and tag>' (base64url); the id is bound in, so a sealed value moved to another row does not open. */
export function sealIban(iban: string, key: Buffer, bookingId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`booking:${bookingId}`));
  const sealed = Buffer.concat([cipher.update(normalizeIban(iban), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The IBAN of a sealed value, or undefined when it does not open (another key, another row, altered). */
export function openIban(sealed: string, key: Buffer, bookingId: string): string | undefined {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText) return undefined;
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < 17) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(`booking:${bookingId}`));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
