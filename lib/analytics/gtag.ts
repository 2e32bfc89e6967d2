import type { TrackingIds } from './config';

/**
 * Google tag (GA4 and Google Ads) with Consent Mode v2. Only ever called after 'Alle Akzeptieren': the module is
 * loaded lazily by the analytics gate, so visitors without that choice download none of it.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
const consentState = (state: 'granted' | 'denied') => Object.fromEntries(SIGNALS.map((signal) => [signal, state]));

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

function ensureGtag(): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagQueue() {
    // The Google tag reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  // Consent Mode v2: every signal denied before the tag does anything.
  gtag('consent', 'default', consentState('denied'));
}

const idList = (ids: TrackingIds) => [ids.gaId, ids.gadsId].filter((id): id is string => Boolean(id));

/** Grants consent, configures GA4 and Google Ads and injects the Google tag once. */
export function startTracking(ids: TrackingIds): void {
  const [first] = idList(ids);
  if (!first) return;
  const firstStart = !window.gtag;
  ensureGtag();
  for (const id of idList(ids)) (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = false;
  gtag('consent', 'update', consentState('granted'));
  if (!firstStart) return;
  gtag('js', new Date());
  // Page views are sent per client navigation (trackPageView), not by the tag on load.
  if (ids.gaId) gtag('config', ids.gaId, { send_page_view: false });
  if (ids.gadsId) gtag('config', ids.gadsId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(first)}`;
  document.head.append(script);
}

/** After a withdrawal: consent back to denied, the tag silenced and its cookies removed. */
export function stopTracking(ids: TrackingIds): void {
  if (!window.gtag) return;
  gtag('consent', 'update', consentState('denied'));
  for (const id of idList(ids)) (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = true;
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!/^(_ga|_gid|_gcl)/.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

export function trackPageView(path: string): void {
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
}

export interface WebVitalMetric {
  id: string;
  name: string;
  value: number;
  delta: number;
}

/** A web-vitals measurement as a GA4 event (CLS scaled to an integer as Google recommends). */
export function trackWebVital(metric: WebVitalMetric): void {
  gtag('event', metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    non_interaction: true,
  });
}
