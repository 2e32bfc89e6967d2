import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudienceSwitcher } from '@/components/audience/audience-switcher';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { TYPE_INTRO_EVENT } from '@/lib/choices/intro';
import { writeConsent } from '@/lib/choices/consent';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const html = document.documentElement;

function renderSwitcher() {
  return render(
    <ConsentProvider>
      <AudienceSwitcher />
    </ConsentProvider>,
  );
}

beforeEach(() => {
  mockPathname = '/';
  window.localStorage.clear();
  window.sessionStorage.clear();
  html.setAttribute('data-audience', 'parent');
});

describe('audience switcher', () => {
  it('opens a menu of two radio items by pointer, switches and closes on choice', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: /Ansicht/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: /Ansicht/ });
    const parent = screen.getByRole('menuitemradio', { name: 'Elternteil' });
    expect(parent).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Kind' }));
    expect(html.getAttribute('data-audience')).toBe('child');
    expect(window.sessionStorage.getItem('audienceView')).toBe('child');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'Kind' })).toHaveAttribute('aria-checked', 'true');
  });

  it('works by keyboard: arrows move, Enter chooses, Escape closes', async () => {
    renderSwitcher();
    const button = screen.getByRole('button', { name: /Ansicht/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Elternteil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Kind' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Elternteil' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(html.getAttribute('data-audience')).toBe('child');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Ansicht/ }));
    expect(screen.getByRole('menu')).toBeVisible();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('intro bubble', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears 2.5 s after the cookie choice; OK dismisses it for good and fires typeIntroShown', () => {
    const fired = jest.fn();
    window.addEventListener(TYPE_INTRO_EVENT, fired);
    renderSwitcher();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    act(() => writeConsent('essential'));
    act(() => jest.advanceTimersByTime(2400));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(/Ansicht für Eltern/);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    window.removeEventListener(TYPE_INTRO_EVENT, fired);
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(window.localStorage.getItem('typeIntroShown')).toBe('true');
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('appears 1.5 s after load on the course overview when the choice is older', () => {
    mockPathname = '/courses';
    window.localStorage.setItem('cookieConsent', 'accepted');
    renderSwitcher();
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(/Kinderansicht/);
  });

  it('stays away once dismissed', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem('typeIntroShown', 'true');
    renderSwitcher();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });
});
