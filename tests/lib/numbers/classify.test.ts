/**
 * @jest-environment node
 */
import { campaignName, deviceOf, DIRECT, INTERNAL, isPerson, isSpeculative, siteHosts, sourceOf, UNNAMED } from '@/lib/numbers/classify';

const OWN = ['127.0.0.1:3000', ...siteHosts('https://www.codingstars.de')];
const source = (referrer?: string, query?: string) => sourceOf({ referrer, query, ownHosts: OWN });

describe('the source of a page view', () => {
  it.each([
    ['https://www.google.de/', 'google'],
    ['https://www.google.com/search?q=programmieren+kinder', 'google'],
    ['https://google.co.uk/', 'google'],
    ['https://www.google.com.br/', 'google'],
    ['android-app://com.google.android.googlequicksearchbox/', 'google'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://cn.bing.com/', 'bing'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://www.ecosia.org/search?q=x', 'ecosia'],
    ['https://de.search.yahoo.com/', 'yahoo'],
    ['https://www.startpage.com/', 'startpage'],
    ['https://www.qwant.com/', 'qwant'],
    ['https://suche.t-online.de/', 't-online'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://l.facebook.com/l.php?u=x', 'facebook'],
    ['https://l.instagram.com/', 'instagram'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://t.co/abc', 'x'],
    ['https://twitter.com/', 'x'],
    ['https://web.whatsapp.com/', 'whatsapp'],
    ['https://de.pinterest.com/', 'pinterest'],
    ['https://www.youtube.com/watch?v=1', 'youtube'],
    ['https://www.tiktok.com/', 'tiktok'],
    ['https://out.reddit.com/', 'reddit'],
    // Google's hosts other than its search are other sites, named by their host.
    ['https://mail.google.com/mail/u/0/', 'mail.google.com'],
    ['https://www.schulportal-berlin.de/links?x=1', 'schulportal-berlin.de'],
    ['https://Eltern-Forum.DE/thread/12', 'eltern-forum.de'],
    ['HTTPS://WWW.GOOGLE.DE/', 'google'],
    ['https://user:secret@www.bing.com/', 'bing'],
    ['https://www.google.de.example.org/', 'google.de.example.org'],
    ['https://notfacebook.com/', 'notfacebook.com'],
    ['https://facebook.com.evil.example/', 'facebook.com.evil.example'],
    ['https://www.google.de:443/', 'google'],
    // This site itself, on its public hosts and on the Host the request names.
    ['https://www.codingstars.de/faq', INTERNAL],
    ['https://codingstars.de/', INTERNAL],
    ['http://127.0.0.1:3000/courses', INTERNAL],
    ['HTTP://WWW.CODINGSTARS.DE/preise', INTERNAL],
    // The same address on another port is another site, but an address names nobody's public site.
    ['http://127.0.0.1:4000/', UNNAMED],
    ['http://192.168.178.20/intranet', UNNAMED],
    ['http://[::1]:3000/', UNNAMED],
    ['http://intranet/', UNNAMED],
    ['not a url', UNNAMED],
    ['ftp://files.example.org/', UNNAMED],
    ['', DIRECT],
    [undefined, DIRECT],
  ])('%j → %s', (referrer, expected) => {
    expect(source(referrer)).toBe(expected);
  });

  it('keeps a long host short', () => {
    expect(source(`https://${'a'.repeat(150)}.example.org/`)).toHaveLength(100);
  });

  it.each([
    ['utm_source=Newsletter', 'https://www.google.de/', 'utm:newsletter'],
    ['utm_medium=email&utm_source=Eltern%20Brief%20Nov', undefined, 'utm:eltern-brief-nov'],
    ['utm_source=instagram', 'https://www.codingstars.de/', 'utm:instagram'],
    ['utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E', undefined, 'utm:script-alert-1-script'],
    [`utm_source=${'x'.repeat(80)}`, undefined, `utm:${'x'.repeat(40)}`],
    // A campaign without a usable name counts by its referrer.
    ['utm_source=%20%21%21', 'https://www.bing.com/', 'bing'],
    ['utm_source=', undefined, DIRECT],
    ['xutm_source=a', undefined, DIRECT],
  ])('utm_source wins: ?%s from %j → %s', (query, referrer, expected) => {
    expect(source(referrer, query)).toBe(expected);
  });

  it.each([
    ['Sommer-Aktion_2027', 'sommer-aktion_2027'],
    ['  FaceBook  ', 'facebook'],
    ['a/b\\c|d,e"f', 'a-b-c-d-e-f'],
    ['äöü', undefined],
    ['---', undefined],
  ])('campaign name %j → %j', (raw, expected) => {
    expect(campaignName(raw)).toBe(expected);
  });
});

describe('the device class', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
  const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
  const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it.each([
    ['?1', DESKTOP, 'phone'],
    ['?0', ANDROID_PHONE, 'desktop'],
    [undefined, IPHONE, 'phone'],
    [undefined, ANDROID_PHONE, 'phone'],
    [undefined, FIREFOX_ANDROID, 'phone'],
    [undefined, ANDROID_TABLET, 'desktop'],
    [undefined, IPAD, 'desktop'],
    [undefined, DESKTOP, 'desktop'],
    [undefined, undefined, 'desktop'],
    ['garbage', IPHONE, 'phone'],
  ])('Sec-CH-UA-Mobile %j with %s → %s', (hint, userAgent, expected) => {
    expect(deviceOf(hint, userAgent)).toBe(expected);
  });
});

describe('people and bots', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', false],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', false],
    ['WhatsApp/2.23.20.0', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', false],
    ['curl/8.5.0', false],
    ['node', false],
    ['python-requests/2.31.0', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (userAgent, expected) => {
    expect(isPerson(userAgent)).toBe(expected);
  });
});

describe('speculative loads', () => {
  const from = (headers: Record<string, string>) => (name: string) => headers[name];
  it.each([
    [{ 'sec-purpose': 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch;prerender' }, true],
    [{ purpose: 'prefetch' }, true],
    [{ 'x-moz': 'prefetch' }, true],
    [{ 'x-purpose': 'preview' }, true],
    [{}, false],
    [{ 'sec-fetch-dest': 'document' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSpeculative(from(headers))).toBe(expected);
  });
});
