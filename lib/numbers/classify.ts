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

/**
 * Search engines, social networks and messengers by the domains their links come from, each with any subdomain
 * (l.instagram.com, de.search.yahoo.com). Looked up by the host's suffixes in a Map: a few lookups per view.
 */
const NAMED_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  bing: ['bing.com'],
  duckduckgo: ['duckduckgo.com'],
  ecosia: ['ecosia.org'],
  yahoo: ['yahoo.com', 'yahoo.de', 'yahoo.co.jp'],
  startpage: ['startpage.com', 'startpage.nl'],
  qwant: ['qwant.com'],
  yandex: ['yandex.com', 'yandex.ru'],
  baidu: ['baidu.com'],
  brave: ['search.brave.com'],
  metager: ['metager.de', 'metager.org'],
  't-online': ['suche.t-online.de'],
  'web.de': ['suche.web.de'],
  gmx: ['suche.gmx.net', 'suche.gmx.de', 'suche.gmx.at', 'suche.gmx.ch'],
  chatgpt: ['chatgpt.com'],
  perplexity: ['perplexity.ai'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  x: ['twitter.com', 'x.com', 't.co'],
  whatsapp: ['whatsapp.com', 'whatsapp.net', 'wa.me'],
  pinterest: ['pinterest.com', 'pinterest.de', 'pinterest.at', 'pinterest.ch', 'pinterest.co.uk', 'pin.it'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  reddit: ['reddit.com', 'redd.it'],
  threads: ['threads.net', 'threads.com'],
  telegram: ['t.me', 'telegram.org'],
  snapchat: ['snapchat.com'],
  xing: ['xing.com'],
  bluesky: ['bsky.app'],
};
const NAME_OF_DOMAIN = new Map(Object.entries(NAMED_DOMAINS).flatMap(([name, domains]) => domains.map((domain) => [domain, name] as const)));
// Google's search lives on www.google.<country> (and its Android app); its other hosts (mail, docs, news) are sites
// of their own.
const GOOGLE_SEARCH = /^(?:www\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$|^com\.google\.android\.googlequicksearchbox$/;

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
  if (GOOGLE_SEARCH.test(name)) return 'google';
  for (let at = 0; at >= 0; at = name.indexOf('.', at) + 1 || -1) {
    const site = NAME_OF_DOMAIN.get(name.slice(at));
    if (site) return site;
  }
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
  // Scheme and host[:port] of the referrer, without a URL parser: a browser sends it serialised already.
  const parts = REFERRER.exec(referrer);
  if (!parts) return UNNAMED;
  const scheme = parts[1]!.toLowerCase();
  const host = parts[2]!.toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  // An Android app sends android-app://<package>/ (Google's search app among them).
  if (scheme === 'android-app') return siteName(hostname);
  if (scheme !== 'https' && scheme !== 'http') return UNNAMED;
  if (ownHosts.includes(host)) return INTERNAL;
  return siteName(hostname);
}

/** scheme://[userinfo@]host[:port] at the start of a URL. */
const REFERRER = /^([a-z][a-z0-9+.-]*):\/\/(?:[^/?#@]*@)?([^/?#@]+)/i;

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
