import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shortest LINK_SECRET accepted: 32 characters, as many bytes of entropy as the generated one has at least. */
export const LINK_SECRET_MIN_LENGTH = 32;
export const LINK_SECRET_FILE = 'link-secret';

export interface LinkSecret {
  key: Buffer;
  /** For the start line: where it comes from. */
  describe: string;
}

/**
 * The key of every link in a mail (lib/trial/links.ts). LINK_SECRET when set; otherwise a random one generated once
 * and kept in `dir` (the SQLite file's folder, `.data`), mode 0600, never in the database: a copy of the database
 * alone can use no link. Two servers starting together on one folder end up with the same file (hard link, which
 * fails if the other was first, then both read it). Several hosts need the same LINK_SECRET on each (docs/sicherheit.md).
 */
export function loadLinkSecret({ value, dir }: { value: string | undefined; dir: string }): LinkSecret;
export function loadLinkSecret(options: { value: string | undefined; dir: string; create: false }): LinkSecret | undefined;
export function loadLinkSecret({ value, dir, create = true }: { value: string | undefined; dir: string; create?: boolean }): LinkSecret | undefined {
  if (value) {
    if (value.length < LINK_SECRET_MIN_LENGTH) throw new Error(`LINK_SECRET: mindestens ${LINK_SECRET_MIN_LENGTH} Zeichen (z. B. openssl rand -base64 48)`);
    return { key: Buffer.from(value, 'utf8'), describe: 'aus LINK_SECRET' };
  }
  const file = path.join(dir, LINK_SECRET_FILE);
  const read = () => readFileSync(file, 'utf8').trim();
  let created = false;
  try {
    if (read().length < LINK_SECRET_MIN_LENGTH) throw new Error(`${file}: Schlüssel zu kurz; Datei löschen, dann erzeugt der Server einen neuen (alle Links in früheren E-Mails werden damit ungültig)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A reader (`npm run trials`) never makes a key: links made with it would be no server's.
    if (!create) return undefined;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
      created = true;
    } catch (linkError) {
      if ((linkError as NodeJS.ErrnoException).code !== 'EEXIST') throw linkError;
    } finally {
      unlinkSync(draft);
    }
  }
  return {
    key: Buffer.from(read(), 'utf8'),
    describe: `${created ? 'neu erzeugt in' : 'aus'} ${file} (LINK_SECRET nicht gesetzt; bei mehreren Rechnern überall denselben LINK_SECRET setzen)`,
  };
}

/** A key of its own for `purpose` (the team's session, sealed sign-in links), derived from the link key: the same wherever the link key is. */
export const deriveKey = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `codingstars:${purpose}`, 32));
