import type { APIRequestContext } from '@playwright/test';

/*
 * The pages behind the links in a parent's mail as a browser without script uses them: the page is rendered from the
 * link (GET), and its button is a form post to the page (a server action) with the form's hidden fields. Tests that
 * only send requests drive the pages this way; the browser tests click the same forms.
 */

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's main heading of the outcome (h2 in the link page's frame), from its HTML. */
export const outcomeTitle = (html: string) => decode(/<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? '');

/** The fields a browser posts with the page's form that carries the link's token: every hidden input, and `extra`. */
function formFields(html: string, extra: Record<string, string>): Record<string, string> {
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((match) => match[1]!).find((body) => body.includes('name="token"'));
  if (!form) throw new Error('The page has no form with the link’s token');
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return { ...fields, ...extra };
}

/** The page behind a link, as the server renders it from the link: its HTML. */
export async function openLink(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return response.text();
}

/** Presses the page's button as a browser without script does (`extra`: the chosen date of the move page); the answer's HTML. */
export async function pressLinkButton(request: APIRequestContext, url: string, extra: Record<string, string> = {}): Promise<string> {
  const fields = formFields(await openLink(request, url), extra);
  const response = await request.post(url, { multipart: fields, headers: { origin: new URL(url).origin } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return response.text();
}
