import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsGate } from '@/components/consent/analytics-gate';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentProvider, useConsent } from '@/components/consent/consent-provider';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { CONSENT_EVENT, writeConsent } from '@/lib/choices/consent';

const mockIds: { gaId?: string; gadsId?: string } = {};
jest.mock('@/lib/analytics/config', () => ({
  get trackingIds() {
    return mockIds;
  },
  trackingConfigured: () => Boolean(mockIds.gaId || mockIds.gadsId),
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
jest.mock('next/web-vitals', () => ({ useReportWebVitals: jest.fn() }));

const html = document.documentElement;
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

function Choice() {
  return <p data-testid="choice">{useConsent().choice ?? 'none'}</p>;
}

function Page() {
  return (
    <ConsentProvider>
      <ConsentBanner />
      <Choice />
      <footer>
        <CookieSettingsButton />
      </footer>
      <AnalyticsGate />
    </ConsentProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
  html.setAttribute('data-consent-banner', '');
  delete mockIds.gaId;
  delete mockIds.gadsId;
});

describe('consent banner', () => {
  it('offers three equal choices and a link to the privacy policy', () => {
    render(<Page />);
    const banner = screen.getByRole('region', { name: 'Cookies und Datenschutz' });
    const buttons = Array.from(banner.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Alle Akzeptieren', 'Nur Notwendige', 'Ablehnen']);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');
  });

  it.each([
    ['Alle Akzeptieren', 'accepted'],
    ['Nur Notwendige', 'essential'],
    ['Ablehnen', 'declined'],
  ])('%s stores %s, closes the banner and tells the page and React', async (label, choice) => {
    const seen: string[] = [];
    const listener = (event: WindowEventMap[typeof CONSENT_EVENT]) => seen.push(event.detail.choice);
    window.addEventListener(CONSENT_EVENT, listener);
    render(<Page />);
    expect(screen.getByTestId('choice')).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: label }));
    window.removeEventListener(CONSENT_EVENT, listener);
    expect(window.localStorage.getItem('cookieConsent')).toBe(choice);
    expect(html.hasAttribute('data-consent-banner')).toBe(false);
    expect(seen).toEqual([choice]);
    expect(screen.getByTestId('choice')).toHaveTextContent(choice);
  });

  it("'Cookie-Einstellungen' reopens the banner with focus and returns focus after the new choice", async () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    html.removeAttribute('data-consent-banner');
    render(<Page />);
    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await userEvent.click(settings);
    expect(html.hasAttribute('data-consent-banner')).toBe(true);
    expect(screen.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(window.localStorage.getItem('cookieConsent')).toBe('declined');
    expect(settings).toHaveFocus();
  });
});

describe('analytics gate', () => {
  it('loads nothing before a choice, after Nur Notwendige or Ablehnen', async () => {
    mockIds.gaId = 'G-TEST123';
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Nur Notwendige' }));
    act(() => writeConsent('declined'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads nothing without ids, even after Alle Akzeptieren', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Alle Akzeptieren' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads the Google tag after Alle Akzeptieren and denies consent again after a withdrawal', async () => {
    mockIds.gaId = 'G-TEST123';
    render(<Page />);
    expect(gtagScripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Alle Akzeptieren' }));
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    const pageViews = () => (window.dataLayer ?? []).filter((e) => (e as unknown[])[1] === 'page_view');
    expect(pageViews()).toHaveLength(1);
    act(() => writeConsent('essential'));
    const last = Array.from((window.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });

  it('starts tracking on a later visit when the stored choice is accepted', async () => {
    mockIds.gadsId = 'AW-123';
    window.localStorage.setItem('cookieConsent', 'accepted');
    render(<Page />);
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
  });
});
