/**
 * The one-click stop of the mails after a trial (RFC 8058): a mail program posts `List-Unsubscribe=One-Click` to the
 * stop link of the mail's List-Unsubscribe header, which is the stop page's own address. proxy.ts hands such a post
 * to the route handler (app/api/trial/keine-emails); the page's own button, a server action, stays with the page.
 * Pure and without imports: proxy.ts imports it.
 */

/** The stop page (LINK_PATHS.stop in lib/trial/links.ts), where a mail's List-Unsubscribe link points. */
export const STOP_PAGE = '/start/signup/keine-emails';

/** Where the proxy rewrites a one-click post to (the route handler of app/api/trial/keine-emails). */
export const ONE_CLICK_ROUTE = '/api/trial/keine-emails';

/** RFC 8058's one form field and its value. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

export interface PostToPage {
  method: string;
  pathname: string;
  /** Whether it carries Next's `next-action` header: the page's button posted with script. */
  nextAction: boolean;
  /** The names of its form fields: the page's button posted without script carries an `$ACTION_…` field. */
  fields: readonly string[];
}

/** Whether a request to the stop page is a post for the one-click route, not one of the page's own server actions. */
export function isOneClickPost({ method, pathname, nextAction, fields }: PostToPage): boolean {
  if (method !== 'POST' || pathname !== STOP_PAGE || nextAction) return false;
  return !fields.some((name) => name.startsWith('$ACTION_'));
}

/** Whether a posted form is RFC 8058's `List-Unsubscribe=One-Click`. */
export const isOneClickForm = (form: FormData | undefined) => form?.get(ONE_CLICK_FIELD) === ONE_CLICK_VALUE;
