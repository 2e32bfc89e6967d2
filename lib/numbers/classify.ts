// What one page view is counted under besides its day and page: where the visitor came from and what kind of device
// it was. Each is computed from the request's own headers and nothing else, and only the result is kept: the
// referrer's path, the user agent and every other header are dropped with the request. Plain TypeScript with
// relative imports only: server.mjs loads it without a bundler (lib/numbers/counter.ts).
import { isbot } from 'isbot';

export type Device = 'phone' | 'desktop';

/** No referrer: typed in, a bookmark, a link in a mail program or an app that sends none. */
export const DIRECT = 'direkt';
/** A page of this site: the referrer is the site itself, and every client-side navigation. */
export const INTERNAL = 'intern';
/** A referrer that names no site: an IP address, a host without a dot (an intranet), or something unreadable. */
export const UNNAMED = 'andere';

/** The longest campaign name (`utm:<value>`) and host kept; longer ones are cut. */
const MAX_UTM = 40;
const MAX_HOST = 100;

/** Search engines, social networks and messengers by the hosts their links come from; matched with any subdomain. */
const NAMED_SITES: ReadonlyArray<readonly [name: string, hosts: RegExp]> = [
  // Google's search lives on www.google.<country>; its other hosts (mail, docs, news) are sites of their own.
  ['google', /^(?:www\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$|^com\.google\.android\.googlequicksearchbox$/],
  ['bing', /(?:^|\.)bing\.com$/],
  ['duckduckgo', /(?:^|\.)duckduckgo\.com$/],
  ['ecosia', /(?:^|\.)ecosia\.org$/],
  ['yahoo', /(?:^|\.)yahoo\.(?:com|de|co\.jp)$/],
  ['startpage', /(?:^|\.)startpage\.(?:com|nl)$/],
  ['qwant', /(?:^|\.)qwant\.com$/],
  ['yandex', /(?:^|\.)yandex\.(?:com|ru)$/],
  ['baidu', /(?:^|\.)baidu\.com$/],
  ['brave', /^search\.brave\.com$/],
  ['metager', /(?:^|\.)metager\.(?:de|org)$/],
  ['t-online', /^suche\.t-online\.de$/],
  ['web.de', /^suche\.web\.de$/],
  ['gmx', /^suche\.gmx\.(?:net|de|at|ch)$/],
  ['chatgpt', /(?:^|\.)chatgpt\.com$/],
  ['perplexity', /(?:^|\.)perplexity\.ai$/],
  ['facebook', /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me)$/],
  ['instagram', /(?:^|\.)instagram\.com$/],
  ['linkedin', /(?:^|\.)(?:linkedin\.com|lnkd\.in)$/],
  ['x', /(?:^|\.)(?:twitter\.com|x\.com|t\.co)$/],
  ['whatsapp', /(?:^|\.)(?:whatsapp\.com|whatsapp\.net|wa\.me)$/],
  ['pinterest', /(?:^|\.)(?:pinterest\.(?:com|de|at|ch|co\.uk)|pin\.it)$/],
  ['youtube', /(?:^|\.)(?:youtube\.com|youtu\.be)$/],
  ['tiktok', /(?:^|\.)tiktok\.com$/],
  ['reddit', /(?:^|\.)(?:reddit\.com|redd\.it)$/],
  ['threads', /(?:^|\.)threads\.(?:net|com)$/],
  ['telegram', /(?:^|\.)(?:t\.me|telegram\.org)$/],
  ['snapchat', /(?:^|\.)snapchat\.com$/],
  ['xing', /(?:^|\.)xing\.com$/],
  ['bluesky', /(?:^|\.)bsky\.app$/],
];

/** A campaign's utm_source as it is counted: lower case, letters, digits, '.', '_' and '-' only, at most 40 long. */
export function campaignName(raw: string): string | undefined {
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_UTM)
    .replace(/-+$/, '');
  return name || undefined;
}

/** The name of a search engine or social network, or the host of another site, or UNNAMED. */
export function siteName(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '');
  for (const [site, hosts] of NAMED_SITES) if (hosts.test(name)) return site;
  const bare = name.replace(/^www\./, '');
  // An address or a name without a dot is nobody's public site: it may be the visitor's own network.
  if (!bare.includes('.') || /^[\d.]+$/.test(bare) || bare.startsWith('[') || !/^[a-z0-9.-]+$/.test(bare)) return UNNAMED;
  return bare.slice(0, MAX_HOST);
}

export interface SourceInput {
  /** The request's Referer header. */
  referrer: string | undefined;
  /** The query of the page's address (after '?'), for utm_source. */
  query: string | undefined;
  /** Hosts (with port, as in a Host header) that are this site: the request's own Host and the site URL's. */
  ownHosts: readonly string[];
}

/**
 * Where a document view came from: `utm:<utm_source>` when the address carries one (it wins), else `intern` for a
 * referrer on this site, `direkt` for none, or the named search engine, social network or other site's host.
 */
export function sourceOf({ referrer, query, ownHosts }: SourceInput): string {
  if (query && query.includes('utm_source=')) {
    const campaign = campaignName(new URLSearchParams(query).get('utm_source') ?? '');
    if (campaign) return `utm:${campaign}`;
  }
  if (!referrer) return DIRECT;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return UNNAMED;
  }
  // An Android app sends android-app://<package>/ (Google's search app among them).
  if (from.protocol === 'android-app:') return siteName(from.hostname);
  if (from.protocol !== 'https:' && from.protocol !== 'http:') return UNNAMED;
  if (ownHosts.includes(from.host.toLowerCase())) return INTERNAL;
  return siteName(from.hostname);
}

/** The host (with port) of the site URL and its www or bare twin, as Host headers name them. */
export function siteHosts(siteUrl: string): string[] {
  const { host } = new URL(siteUrl);
  return [host, host.startsWith('www.') ? host.slice(4) : `www.${host}`];
}

const PHONE = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|Opera Mini/;

/**
 * 'phone' or 'desktop' (tablets and everything larger): the browser's own client hint Sec-CH-UA-Mobile where it
 * sends one (Chromium), else the user agent's "Mobile"/"iPhone" marks, as browsers put them there for that purpose.
 */
export function deviceOf(mobileHint: string | undefined, userAgent: string | undefined): Device {
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'desktop';
  return PHONE.test(userAgent ?? '') ? 'phone' : 'desktop';
}

/**
 * Whether a request may be a person's: it names a user agent, and not one of a crawler, a link preview, a monitor,
 * a headless browser or an HTTP library (isbot's maintained list). Only the answer is kept, never the user agent.
 */
export function isPerson(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && !isbot(userAgent);
}

/**
 * Whether the browser only fetches the page ahead of time (a link prefetch or a speculative prerender, which may
 * never be shown): Sec-Purpose / Purpose 'prefetch', Firefox's X-Moz and Safari's X-Purpose 'preview'.
 */
export function isSpeculative(header: (name: string) => string | undefined): boolean {
  const purpose = header('sec-purpose') ?? header('purpose') ?? header('x-purpose') ?? header('x-moz');
  return purpose !== undefined && /prefetch|prerender|preview/i.test(purpose);
}
