import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRIAL_ORIGIN_PARAM } from '@/lib/booking/trial-origin';
import { STOP_PAGE } from './one-click';

/**
 * The links in the mails to a parent (DECISIONS.md, fourth round, "Links in mails are never stored in plain"). A token
 * is the row's id and an HMAC of id and purpose under the server's LINK_SECRET, derived whenever a mail is built:
 * the database keeps no token, so a copy of it can free, move or claim nothing, and every mail (the confirmation,
 * each reminder) rebuilds the same links.
 */
export type LinkPurpose = 'cancel' | 'move' | 'claim' | 'leave' | 'stop' | 'booking' | 'withdrawal-receipt' | 'cancellation-receipt';

/** The purposes whose link opens a page of its own with `?token=` (the booking link opens the wizard: bookingUrl). */
export type PagePurpose = Exclude<LinkPurpose, 'booking'>;

/** The page each link opens (app/(funnel)/start/signup/…; a declaration's confirmation under its form's page). */
export const LINK_PATHS: Record<PagePurpose, string> = {
  cancel: '/start/signup/absagen',
  move: '/start/signup/verschieben',
  claim: '/start/signup/nachruecken',
  leave: '/start/signup/warteliste',
  stop: STOP_PAGE,
  'withdrawal-receipt': '/vertrag-widerrufen/eingang',
  'cancellation-receipt': '/vertraege-kuendigen/eingang',
};


/** Ids are UUIDs (trial_signups.id, trial_waitlist.id, declarations.id). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: Uint8Array, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', secret).update(`codingstars-link:1:${purpose}:${id}`).digest();

/** '<id>.<HMAC, base64url>': what the link's `token` parameter carries. */
export function linkToken(secret: Uint8Array, purpose: LinkPurpose, id: string): string {
  return `${id}.${mac(secret, purpose, id).toString('base64url')}`;
}

/** The id a token vouches for, or undefined: another purpose, another secret, or a token cut short. */
export function idFromToken(secret: Uint8Array, purpose: LinkPurpose, token: string): string | undefined {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  if (dot < 0 || !ID.test(id)) return undefined;
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, purpose, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** Whether a token has the shape of this scheme (else it may be a cancel token from before it: lib/trial/seats.ts). */
export const isDerivedToken = (token: string) => ID.test(token.slice(0, token.indexOf('.')));

/** The full link for a mail: NEXT_PUBLIC_SITE_URL, the purpose's page, the token. */
export function linkUrl(siteUrl: string, secret: Uint8Array, purpose: PagePurpose, id: string): string {
  return `${siteUrl}${LINK_PATHS[purpose]}?token=${encodeURIComponent(linkToken(secret, purpose, id))}`;
}

/**
 * The recommendation's booking link: /booking with the course chosen (`kurs`, as the course pages link it) and the
 * seat's booking token as the trial it came from (lib/booking/trial-origin.ts). Nothing else about the family is in it.
 */
export function bookingUrl(siteUrl: string, secret: Uint8Array, signupId: string, courseId: number): string {
  return `${siteUrl}/booking?kurs=${courseId}&${TRIAL_ORIGIN_PARAM}=${encodeURIComponent(linkToken(secret, 'booking', signupId))}`;
}

/** What builds a mail's links: the site's address and the secret. */
export interface LinkMaker {
  url(purpose: PagePurpose, id: string): string;
  bookingUrl(signupId: string, courseId: number): string;
  idOf(purpose: LinkPurpose, token: string): string | undefined;
}

export function linkMaker(siteUrl: string, secret: Uint8Array): LinkMaker {
  return {
    url: (purpose, id) => linkUrl(siteUrl, secret, purpose, id),
    bookingUrl: (signupId, courseId) => bookingUrl(siteUrl, secret, signupId, courseId),
    idOf: (purpose, token) => idFromToken(secret, purpose, token),
  };
}
