import { act, render, screen } from '@testing-library/react';
import { OfferStatusBadge, OfferStatusSwitch } from '@/components/dates/offer-status';
import { HolidayRequestNotice } from '@/components/holiday/holiday-request-notice';
import { writeHolidaySelection } from '@/lib/choices/holiday-selection';

const october = [{ start: '2025-10-20', end: '2025-10-24' }];

describe('offer status at visit time (Europe/Berlin)', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['2025-10-19T23:30:00+02:00', 'Anmeldung offen', 'Platz anfragen'],
    ['2025-10-22T10:00:00+02:00', 'Läuft gerade', 'Platz anfragen'],
    ['2025-10-24T23:59:00+02:00', 'Läuft gerade', 'Platz anfragen'],
    ['2025-10-25T00:00:00+02:00', 'Termin vorbei – neue Termine folgen', 'Über neue Termine informieren'],
    ['2025-10-24T22:30:00Z', 'Termin vorbei – neue Termine folgen', 'Über neue Termine informieren'],
  ])('at %s: badge “%s”, request “%s”', (now, badge, request) => {
    jest.useFakeTimers({ now: new Date(now) });
    render(
      <>
        <OfferStatusBadge dates={october} buildStatus="upcoming" />
        <OfferStatusSwitch dates={october} buildStatus="upcoming" open="Platz anfragen" past="Über neue Termine informieren" />
      </>,
    );
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText(request)).toBeInTheDocument();
  });

  it('decides by the visitor\'s clock, not by the build', () => {
    jest.useFakeTimers({ now: new Date('2026-01-10T12:00:00+01:00') });
    render(<OfferStatusSwitch dates={october} buildStatus="upcoming" open="offen" past="vorbei" />);
    expect(screen.getByText('vorbei')).toBeInTheDocument();
  });
});

describe('HolidayRequestNotice', () => {
  const courses = [
    { id: 1, dates: october, buildStatus: 'past' as const, past: <p>Neue Termine für Minecraft</p> },
    { id: 2, dates: [{ start: '2026-10-19', end: '2026-10-23' }], buildStatus: 'upcoming' as const, past: <p>Neue Termine für Roblox</p> },
  ];

  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00+01:00') });
  });
  afterEach(() => jest.useRealTimers());

  it('says new dates follow only while a course without dates ahead is selected, and is a live region', () => {
    render(<HolidayRequestNotice courses={courses} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => writeHolidaySelection({ id: 1, title: 'Minecraft', price: 159 }));
    expect(region).toHaveTextContent('Neue Termine für Minecraft');
    act(() => writeHolidaySelection({ id: 2, title: 'Roblox', price: 159 }));
    expect(region).toBeEmptyDOMElement();
    act(() => writeHolidaySelection(null));
    expect(region).toBeEmptyDOMElement();
  });

  it('reads a selection stored on an earlier visit', () => {
    writeHolidaySelection({ id: 1, title: 'Minecraft', price: 159 });
    render(<HolidayRequestNotice courses={courses} />);
    expect(screen.getByRole('status')).toHaveTextContent('Neue Termine für Minecraft');
  });
});
