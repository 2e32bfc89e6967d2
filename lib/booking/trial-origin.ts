/**
 * A booking that comes through the recommendation after a trial lesson (issue 48): the mail's link opens /booking with
 * `?kurs=<id>&probestunde=<token>`, a derived link token of purpose 'booking' (lib/trial/links.ts). The wizard keeps the
 * token with its draft and sends it as the booking's `trial_origin`; the server checks it and stores only the seat it
 * names (enquiries.trial_signup_id), never the token. Safe to import in the browser.
 */

/** The wizard's URL parameter of the token, beside `kurs`. */
export const TRIAL_ORIGIN_PARAM = 'probestunde';

/** The booking's template parameter that carries it. */
export const TRIAL_ORIGIN_KEY = 'trial_origin';

/** The shape of a link token: a signup's UUID and an HMAC-SHA256 in base64url. Anything else is not kept. */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

/** The token if it has the shape of one (the server checks whether it is genuine). */
export const trialOriginOf = (value: unknown): string | undefined => (typeof value === 'string' && TOKEN.test(value) ? value : undefined);
