import { parseTrackingIds, trackingConfigured } from '@/lib/analytics/config';
import { TRACKING_HOSTS } from '@/lib/analytics';
import { GTAG_SCRIPT_ORIGIN, startTracking, stopTracking, trackPageView, trackWebVital } from '@/lib/analytics/gtag';
import { contentSecurityPolicy } from '@/lib/security/headers.mjs';

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const ids = { gaId: 'G-TEST123', gadsId: 'AW-123456789' };

describe('tracking ids', () => {
  it.each([
    [{}, {}],
    [{ ga: '', gads: ' ' }, {}],
    [{ ga: ' G-ABC123 ' }, { gaId: 'G-ABC123' }],
    [{ ga: 'G-abc"><script>', gads: 'AW-1x' }, {}],
    [{ gads: 'AW-987' }, { gadsId: 'AW-987' }],
  ])('parseTrackingIds(%j)', (raw, expected) => {
    expect(parseTrackingIds(raw)).toEqual({ gaId: undefined, gadsId: undefined, ...expected });
  });

  it('counts as configured only with an id', () => {
    expect(trackingConfigured({})).toBe(false);
    expect(trackingConfigured({ gadsId: 'AW-1' })).toBe(true);
  });

  it('names https hosts for script, connect and img', () => {
    for (const list of [TRACKING_HOSTS.script, TRACKING_HOSTS.connect, TRACKING_HOSTS.img]) {
      expect(list.length).toBeGreaterThan(0);
      for (const host of list) expect(host).toMatch(/^https:\/\/[a-z0-9*.-]+$/);
    }
    expect(TRACKING_HOSTS.script).toContain(GTAG_SCRIPT_ORIGIN);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${GTAG_SCRIPT_ORIGIN}`);
  });
});

describe('gtag', () => {
  beforeEach(() => {
    delete window.gtag;
    delete window.dataLayer;
    document.head.innerHTML = '';
  });

  it('does nothing without ids', () => {
    startTracking({});
    expect(window.gtag).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('sets Consent Mode v2 defaults to denied first, then grants, configures and loads the tag once', () => {
    startTracking(ids);
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
    const sent = commands();
    expect(sent[0]).toEqual(['consent', 'default', denied]);
    expect(sent[1]).toEqual(['consent', 'update', granted]);
    expect(sent.slice(3)).toEqual([
      ['config', 'G-TEST123', { send_page_view: false }],
      ['config', 'AW-123456789'],
    ]);
    expect(scripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);

    startTracking(ids);
    expect(scripts()).toHaveLength(1);
  });

  it('sends page views and web vitals as events', () => {
    startTracking(ids);
    trackPageView('/courses');
    trackWebVital({ id: 'v1', name: 'CLS', value: 0.05, delta: 0.05 });
    const [pageView, vital] = commands().slice(-2);
    expect(pageView).toEqual(['event', 'page_view', { page_path: '/courses', page_location: window.location.href }]);
    expect(vital).toEqual(['event', 'CLS', expect.objectContaining({ value: 50, metric_id: 'v1' })]);
  });

  it('denies consent again and removes Google cookies after a withdrawal', () => {
    startTracking(ids);
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = 'other=1; path=/';
    stopTracking(ids);
    expect(commands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
    expect((window as unknown as Record<string, boolean>)['ga-disable-G-TEST123']).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('other=1');
  });
});
