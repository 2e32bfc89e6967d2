import type { APIRequestContext } from '@playwright/test';

/*
 * Forms as a browser without script posts them: the page's HTML (GET), then a form post to the page (a server action)
 * with the form's hidden fields and the fields given. Tests that only send requests drive the forms this way (the
 * pages behind the links in the mails, a form posted from another site); the browser tests click the same forms.
 */

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's main heading of the outcome (h2 in the link page's frame), from its HTML. */
export const outcomeTitle = (html: string) => decode(/<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? '');

/**
 * Every hidden field of the page's form that has a field named `marker` (the link's token, the form's mode), or whose
 * markup matches `marker` (a button's label).
 */
export function hiddenFields(html: string, marker: string | RegExp): Record<string, string> {
  const matches = (body: string) => (typeof marker === 'string' ? body.includes(`name="${marker}"`) : marker.test(body));
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((match) => match[1]!).find(matches);
  if (!form) throw new Error(`The page has no form with ${String(marker)}`);
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

/** The page at `url` as the server renders it: its HTML. */
export async function openLink(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return response.text();
}

/**
 * Posts the form of the page at `url` that has a field `marker`, with its hidden fields and `fields`, from `origin`
 * (the page's own unless given); the answer as it came.
 */
export async function postPageForm(request: APIRequestContext, url: string, marker: string, fields: Record<string, string>, origin = new URL(url).origin) {
  const multipart = { ...hiddenFields(await openLink(request, url), marker), ...fields };
  return request.post(url, { multipart, headers: { origin } });
}

/** Presses a link page's button as a browser without script does (`extra`: the chosen date of the move page); the answer's HTML. */
export async function pressLinkButton(request: APIRequestContext, url: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await postPageForm(request, url, 'token', extra);
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return response.text();
}
