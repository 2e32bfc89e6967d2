import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';
import { LINK_SECRET_FILE } from '../lib/trial/link-secret';
import { linkToken, type LinkPurpose } from '../lib/trial/links';
import { createTrialMarks, type Attendance } from '../lib/trial/marks';
import { createTrialSeats } from '../lib/trial/seats';
import { enquiryParams } from '../tests/fixtures/enquiry';
import { picture } from './pictures';

/*
 * Helpers for journeys after the trial lesson (issue 48): the links in the mails after the lesson, a mail's HTML as a
 * screenshot at both widths, a seat held (and marked) straight in a server's database, a link made with the server's
 * own key. e2e/trial-follow-up.spec.ts uses them against the shared server; a journey on servers of its own (faketime,
 * two instances) can take the same.
 */

/** The site's address in every mail (NEXT_PUBLIC_SITE_URL as the build has it). */
export const SITE_URL = 'https://www.codingstars.de';
export const SCREENSHOTS = 'test-results/screenshots';

export interface MailLink {
  /** The link, opened on `server` instead of the site's address. */
  url: string;
  token: string;
}

/**
 * The links of a mail after the lesson, from its text part: the booking button (with its course), the move link and
 * the stop link. `server` ('http://127.0.0.1:3500') takes the place of the site's address so a test can open them.
 */
export function followUpLinks(text: string, server = SITE_URL): { booking?: MailLink & { course: number }; move?: MailLink; stop?: MailLink } {
  const plain = text.replace(/\u00a0/g, ' ');
  const site = SITE_URL.replace(/\./g, '\\.');
  const booking = new RegExp(`${site}/booking\\?kurs=(\\d+)&probestunde=(\\S+)`).exec(plain);
  const page = (slug: string) => {
    const found = new RegExp(`${site}/start/signup/${slug}\\?token=(\\S+)`).exec(plain);
    return found ? { url: `${server}/start/signup/${slug}?token=${found[1]}`, token: decodeURIComponent(found[1]!) } : undefined;
  };
  const move = page('verschieben');
  const stop = page('keine-emails');
  return {
    ...(booking ? { booking: { url: `${server}/booking?kurs=${booking[1]}&probestunde=${booking[2]}`, token: decodeURIComponent(booking[2]!), course: Number(booking[1]) } } : {}),
    ...(move ? { move } : {}),
    ...(stop ? { stop } : {}),
  };
}

/**
 * A mail's HTML part as a mail program shows it, at 390 and 1280 px wide: test-results/screenshots/<name>-390.png and
 * <name>-1280.png (the returned paths).
 */
export async function shootMail(page: Page, html: string, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const files: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html, { waitUntil: 'load' });
    const file = path.join(SCREENSHOTS, `${name}-${width}.png`);
    await picture(page, { path: file, fullPage: true });
    files.push(file);
  }
  return files;
}

/**
 * The link key of a server without LINK_SECRET: the file it generated beside its SQLite database (lib/trial/
 * link-secret.ts). With LINK_SECRET, that value.
 */
export function serverLinkSecret({ databasePath, value }: { databasePath?: string; value?: string }): Buffer {
  if (value) return Buffer.from(value, 'utf8');
  if (!databasePath) throw new Error('serverLinkSecret: databasePath or value');
  return Buffer.from(readFileSync(path.join(path.dirname(databasePath), LINK_SECRET_FILE), 'utf8').trim(), 'utf8');
}

/** A link's token as the server makes it for a mail. */
export const tokenFor = (secret: Buffer, purpose: LinkPurpose, signupId: string) => linkToken(secret, purpose, signupId);

/**
 * A seat on `date` held straight in a server's database, as the signup form would hold it but on any date (also a past
 * one, whose lesson a test then marks), without mails; marked after its lesson when `mark` says so. Its signup id.
 */
export async function seedSeat(
  database: DatabaseConfig,
  { date, email, mark }: { date: string; email: string; mark?: { attendance: Attendance; course?: number; note?: string; by?: string } },
): Promise<string> {
  const db = openDatabase(database);
  try {
    const booked = await createTrialSeats(db, { perParent: 1000 }).reserve({
      date,
      email,
      client: '192.0.2.48',
      enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email, reply_to: email, request_type: '/signup schnupper-funnel', trial_date: date, child_name: 'Emil' }) },
    });
    if (booked.status !== 'booked') throw new Error(`seedSeat: ${booked.status}`);
    if (mark) {
      const saved = await createTrialMarks(db).mark({
        signupId: booked.signupId,
        attendance: mark.attendance,
        ...(mark.course !== undefined ? { recommendedCourse: mark.course } : {}),
        ...(mark.note ? { note: mark.note } : {}),
        by: mark.by ?? 'lehrerin@codingstars.de',
      });
      if (saved.status !== 'saved') throw new Error(`seedSeat: mark ${saved.status}`);
    }
    return booked.signupId;
  } finally {
    await db.close();
  }
}
