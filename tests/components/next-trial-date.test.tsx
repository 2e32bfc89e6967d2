import { render, screen } from '@testing-library/react';
import { NextTrialDate } from '@/components/dates/next-trial-date';
import { trial, TRIAL_DAY_AND_TIME } from '@/content/trial';

// Testing Library compares with the text's white space collapsed, the no-break space before 'Uhr' included.
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

describe('NextTrialDate', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00+01:00') }));
  afterEach(() => jest.useRealTimers());

  it('shows the first date whose lesson is not over, with its start for machines', () => {
    render(<NextTrialDate dates={['2026-11-25', '2026-12-02', '2026-12-09']} fallback={TRIAL_DAY_AND_TIME} />);
    const date = screen.getByText('Mittwoch, 2. Dezember 2026, 17:00–18:30 Uhr');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-12-02T16:00:00.000Z');
  });

  it('keeps to the stand-in when no date is left', () => {
    render(<NextTrialDate dates={['2026-11-25']} fallback={TRIAL_DAY_AND_TIME} />);
    expect(screen.getByText(collapsed(TRIAL_DAY_AND_TIME))).toBeInTheDocument();
  });

  it('with reserveRoom, keeps the room of the widest date, which names no date and is not read out', () => {
    const { container } = render(<NextTrialDate dates={['2026-12-02']} fallback={TRIAL_DAY_AND_TIME} reserveRoom />);
    const room = container.firstElementChild!;
    expect(room).toHaveClass('date-room');
    // Every digit a 0, so as wide as any date (tabular digits) and never a date a reader could take for the next one.
    expect(room.getAttribute('data-room')).toBe(`${trial.weekdayName}, 00. September 0000, 00:00–00:00\u00a0Uhr`);
    expect(room).toHaveTextContent(/^Mittwoch, 2\. Dezember 2026, 17:00–18:30\sUhr$/);
  });
});
