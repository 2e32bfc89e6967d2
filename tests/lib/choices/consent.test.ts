import { CONSENT_EVENT, allowsStorage, readConsent, subscribeConsent, writeConsent } from '@/lib/choices/consent';

describe('consent store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('reads nothing before a choice and ignores unknown stored values', () => {
    expect(readConsent()).toBeNull();
    window.localStorage.setItem('cookieConsent', 'maybe');
    expect(readConsent()).toBeNull();
  });

  it.each(['accepted', 'essential', 'declined'] as const)('stores %s and announces it', (choice) => {
    const seen: string[] = [];
    const listener = (event: WindowEventMap[typeof CONSENT_EVENT]) => seen.push(event.detail.choice);
    window.addEventListener(CONSENT_EVENT, listener);
    writeConsent(choice);
    window.removeEventListener(CONSENT_EVENT, listener);
    expect(window.localStorage.getItem('cookieConsent')).toBe(choice);
    expect(readConsent()).toBe(choice);
    expect(seen).toEqual([choice]);
  });

  it('clears sessionStorage only when declined', () => {
    window.sessionStorage.setItem('bookingFormData', '{}');
    writeConsent('essential');
    expect(window.sessionStorage.getItem('bookingFormData')).toBe('{}');
    writeConsent('declined');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('notifies subscribers of this page and of other tabs', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeConsent(onChange);
    writeConsent('accepted');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    unsubscribe();
    writeConsent('declined');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['accepted', true],
    ['essential', true],
    ['declined', false],
    [null, false],
  ] as const)('allowsStorage(%s) is %s', (choice, expected) => {
    expect(allowsStorage(choice)).toBe(expected);
  });
});
