import { AUDIENCE_EVENT, readAudience, subscribeAudience, writeAudience } from '@/lib/choices/audience';
import { BOOT_SCRIPT } from '@/components/consent/boot-script';

const html = document.documentElement;
const runBootScript = () => new Function(BOOT_SCRIPT)();

describe('audience store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    html.removeAttribute('data-audience');
    html.removeAttribute('data-consent-banner');
  });

  it('is parent unless the page says child', () => {
    expect(readAudience()).toBe('parent');
    html.setAttribute('data-audience', 'child');
    expect(readAudience()).toBe('child');
    html.setAttribute('data-audience', 'something');
    expect(readAudience()).toBe('parent');
  });

  it('switches the page, keeps the view for the visit and announces it', () => {
    const seen: string[] = [];
    const listener = (event: WindowEventMap[typeof AUDIENCE_EVENT]) => seen.push(event.detail.audience);
    window.addEventListener(AUDIENCE_EVENT, listener);
    writeAudience('child');
    window.removeEventListener(AUDIENCE_EVENT, listener);
    expect(html.getAttribute('data-audience')).toBe('child');
    expect(window.sessionStorage.getItem('audienceView')).toBe('child');
    expect(seen).toEqual(['child']);
  });

  it("does not store the view after 'Ablehnen'", () => {
    window.localStorage.setItem('cookieConsent', 'declined');
    writeAudience('child');
    expect(readAudience()).toBe('child');
    expect(window.sessionStorage.getItem('audienceView')).toBeNull();
  });

  it('notifies subscribers until they unsubscribe', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeAudience(onChange);
    writeAudience('child');
    unsubscribe();
    writeAudience('parent');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('boot script', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    html.removeAttribute('data-audience');
    html.removeAttribute('data-consent-banner');
  });

  it('opens the banner on a first visit and sets the parent view', () => {
    runBootScript();
    expect(html.hasAttribute('data-consent-banner')).toBe(true);
    expect(html.getAttribute('data-audience')).toBe('parent');
  });

  it.each(['accepted', 'essential', 'declined'])('keeps the banner closed after %s', (choice) => {
    window.localStorage.setItem('cookieConsent', choice);
    runBootScript();
    expect(html.hasAttribute('data-consent-banner')).toBe(false);
  });

  it('opens the banner for an unknown stored value and restores the child view of this visit', () => {
    window.localStorage.setItem('cookieConsent', 'maybe');
    window.sessionStorage.setItem('audienceView', 'child');
    runBootScript();
    expect(html.hasAttribute('data-consent-banner')).toBe(true);
    expect(html.getAttribute('data-audience')).toBe('child');
  });
});
