/**
 * @jest-environment node
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLinkSecret } from '@/lib/trial/link-secret';
import { idFromToken, isDerivedToken, linkToken, linkUrl } from '@/lib/trial/links';

const ID = '2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44';
const secret = Buffer.from('ein-schluessel-mit-mindestens-32-zeichen');

describe('link tokens', () => {
  it('carry the id and an HMAC that only this secret and this purpose make', () => {
    const token = linkToken(secret, 'cancel', ID);
    expect(token.startsWith(`${ID}.`)).toBe(true);
    expect(isDerivedToken(token)).toBe(true);
    expect(idFromToken(secret, 'cancel', token)).toBe(ID);
    expect(idFromToken(secret, 'move', token)).toBeUndefined();
    expect(idFromToken(Buffer.from('ein-anderer-schluessel-mit-32-zeichen!!'), 'cancel', token)).toBeUndefined();
    expect(linkToken(secret, 'cancel', ID)).toBe(token);
  });

  it.each([
    ['cut short', (t: string) => t.slice(0, -4)],
    ['another id', (t: string) => t.replace(ID.slice(0, 8), '00000000')],
    ['no id', (t: string) => t.slice(t.indexOf('.'))],
    ['random text', () => 'kHp_FQT1abc'],
    ['empty', () => ''],
  ])('refuse a token %s', (_, change) => {
    expect(idFromToken(secret, 'cancel', change(linkToken(secret, 'cancel', ID)))).toBeUndefined();
  });

  it('open the page of their purpose on the site', () => {
    expect(linkUrl('https://www.codingstars.de', secret, 'move', ID)).toMatch(/^https:\/\/www\.codingstars\.de\/start\/signup\/verschieben\?token=2f1c9a1e-/);
    expect(linkUrl('https://www.codingstars.de', secret, 'claim', ID)).toContain('/start/signup/nachruecken?token=');
    expect(linkUrl('https://www.codingstars.de', secret, 'leave', ID)).toContain('/start/signup/warteliste?token=');
  });
});

describe('the link secret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'link-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is LINK_SECRET when set, and refuses a short one', () => {
    expect(loadLinkSecret({ value: 'x'.repeat(32), dir }).key.toString()).toBe('x'.repeat(32));
    expect(() => loadLinkSecret({ value: 'kurz', dir })).toThrow(/LINK_SECRET: mindestens 32 Zeichen/);
  });

  it('is generated once beside the database, readable by its owner only, and the same on the next start', async () => {
    const first = loadLinkSecret({ value: undefined, dir: path.join(dir, 'data') });
    expect(first.describe).toMatch(/^neu erzeugt in .*link-secret/);
    expect((await stat(path.join(dir, 'data', 'link-secret'))).mode & 0o777).toBe(0o600);
    const again = loadLinkSecret({ value: undefined, dir: path.join(dir, 'data') });
    expect(again.key.equals(first.key)).toBe(true);
    expect(again.describe).toMatch(/^aus /);
  });

  it('is the same for servers that start together on one folder', () => {
    const keys = Array.from({ length: 5 }, () => loadLinkSecret({ value: undefined, dir }).key.toString('hex'));
    expect(new Set(keys).size).toBe(1);
  });

  it('is never made by a reader (npm run trials)', () => {
    expect(loadLinkSecret({ value: undefined, dir, create: false })).toBeUndefined();
  });
});
