import { render, screen } from '@testing-library/react';
import { HolidayRunSelect } from '@/components/forms/holiday-run-select';

const runs = [
  { start: '2027-03-30', end: '2027-04-02', label: 'Osterferien 2027: Di, 30.03. – Fr, 02.04.2027 (4 Tage)' },
  { start: '2027-07-19', end: '2027-07-23', label: 'Sommerferien 2027: Mo, 19.07. – Fr, 23.07.2027 (5 Tage)' },
];

const renderAt = (now: string) => {
  jest.useFakeTimers({ now: new Date(now) });
  render(<HolidayRunSelect id="woche" runs={runs} builtOn="2026-11-24" value="" onChange={() => {}} />);
};

describe('HolidayRunSelect: only weeks that have not started, by the visitor’s clock (Berlin)', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['before the Easter week', '2027-03-29T20:00:00+02:00', ['Noch offen', runs[0]!.label, runs[1]!.label]],
    ['on its first day', '2027-03-30T08:00:00+02:00', ['Noch offen', runs[1]!.label]],
    ['during it', '2027-04-01T12:00:00+02:00', ['Noch offen', runs[1]!.label]],
    ['after it', '2027-04-05T12:00:00+02:00', ['Noch offen', runs[1]!.label]],
  ])('%s', (_when, now, expected) => {
    renderAt(now);
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(screen.getByLabelText('Wunschtermin')).toBeInTheDocument();
    expect(options).toEqual(expected);
  });

  it.each([
    ['during the summer week', '2027-07-20T12:00:00+02:00'],
    ['after every week', '2027-07-24T12:00:00+02:00'],
  ])('offers no week %s, so the field is left out', (_when, now) => {
    renderAt(now);
    expect(screen.queryByLabelText('Wunschtermin')).not.toBeInTheDocument();
  });
});
