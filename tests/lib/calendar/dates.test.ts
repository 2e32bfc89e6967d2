import {
  berlinParts,
  berlinIsoDate,
  berlinTime,
  formatIsoDate,
  formatLongDate,
  formatRange,
  isPast,
  isRequestable,
  nextWeeklySlot,
  offerStatus,
  requestableRanges,
  upcomingRanges,
  type OfferStatus,
} from '@/lib/calendar/dates';
import { trialSlot } from '@/content/trial';
import { promo } from '@/content/promo';

const at = (iso: string) => new Date(iso);

describe('nextWeeklySlot with the trial slot (Wednesday 17:00–18:30 Berlin, 90 min)', () => {
  it('uses the trial slot of content/trial.ts', () => {
    expect(trialSlot).toEqual({ weekday: 3, hour: 17, minute: 0, durationMinutes: 90 });
  });

  it.each([
    // now (UTC)                   Berlin wall clock                         expected start (UTC)
    ['2026-11-23T09:00:00Z', 'Monday 10:00 CET → this Wednesday', '2026-11-25T16:00:00Z'],
    ['2026-06-29T08:00:00Z', 'Monday 10:00 CEST → this Wednesday', '2026-07-01T15:00:00Z'],
    ['2026-11-25T09:00:00Z', 'Wednesday 10:00 → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T15:59:59Z', 'Wednesday 16:59:59 → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T16:00:00Z', 'Wednesday 17:00, lesson starts → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T16:30:00Z', 'Wednesday 17:30, during the lesson → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T17:00:00Z', 'Wednesday 18:00, during the 90-minute lesson → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T17:29:59.999Z', 'Wednesday 18:29:59.999, last ms of the lesson → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T17:30:00Z', 'Wednesday 18:30, lesson over → next week', '2026-12-02T16:00:00Z'],
    ['2026-11-25T18:00:00Z', 'Wednesday 19:00 → next week', '2026-12-02T16:00:00Z'],
    ['2026-07-01T15:30:00Z', 'Wednesday 17:30 CEST, during the lesson → today', '2026-07-01T15:00:00Z'],
    ['2026-07-01T16:30:00Z', 'Wednesday 18:30 CEST, lesson over → next week', '2026-07-08T15:00:00Z'],
    ['2026-11-26T12:00:00Z', 'Thursday → next Wednesday', '2026-12-02T16:00:00Z'],
    // Berlin and UTC on different calendar days.
    ['2026-11-22T22:30:00Z', 'Sunday 23:30 (UTC still Sunday) → Wednesday', '2026-11-25T16:00:00Z'],
    ['2026-11-22T23:30:00Z', 'Monday 00:30 (UTC still Sunday) → Wednesday', '2026-11-25T16:00:00Z'],
    ['2026-11-24T23:30:00Z', 'Wednesday 00:30 (UTC still Tuesday) → today', '2026-11-25T16:00:00Z'],
    ['2026-11-25T23:30:00Z', 'Thursday 00:30 (UTC still Wednesday) → next week', '2026-12-02T16:00:00Z'],
    ['2026-07-01T22:30:00Z', 'Thursday 00:30 CEST (UTC still Wednesday) → next week', '2026-07-08T15:00:00Z'],
    // Across the DST switches (2026-03-29 to CEST, 2026-10-25 to CET).
    ['2026-03-26T12:00:00Z', 'Thursday in CET → Wednesday in CEST', '2026-04-01T15:00:00Z'],
    ['2026-03-25T17:30:00Z', 'Wednesday 18:30 CET → next Wednesday in CEST', '2026-04-01T15:00:00Z'],
    ['2026-03-29T00:30:00Z', 'Sunday 01:30, just before the switch → Wednesday in CEST', '2026-04-01T15:00:00Z'],
    ['2026-10-22T12:00:00Z', 'Thursday in CEST → Wednesday in CET', '2026-10-28T16:00:00Z'],
    ['2026-10-21T16:30:00Z', 'Wednesday 18:30 CEST → next Wednesday in CET', '2026-10-28T16:00:00Z'],
    // Year boundary.
    ['2026-12-31T12:00:00Z', 'Thursday, New Year’s Eve → Wednesday in the new year', '2027-01-06T16:00:00Z'],
  ])('%s (%s) → %s', (now, _label, expected) => {
    expect(nextWeeklySlot(at(now), trialSlot)).toEqual(at(expected));
  });

  it.each([
    ['Monday', '2026-11-23', '2026-11-25T16:00:00Z'],
    ['Tuesday', '2026-11-24', '2026-11-25T16:00:00Z'],
    ['Wednesday', '2026-11-25', '2026-11-25T16:00:00Z'],
    ['Thursday', '2026-11-26', '2026-12-02T16:00:00Z'],
    ['Friday', '2026-11-27', '2026-12-02T16:00:00Z'],
    ['Saturday', '2026-11-28', '2026-12-02T16:00:00Z'],
    ['Sunday', '2026-11-29', '2026-12-02T16:00:00Z'],
  ])('a whole week at noon Berlin: %s %s → %s', (_day, date, expected) => {
    expect(nextWeeklySlot(at(`${date}T11:00:00Z`), trialSlot)).toEqual(at(expected));
  });

  it('always returns a Wednesday 17:00 in Berlin, never in the past beyond the lesson', () => {
    // Every 3 h 15 min (drifting through all times of day) for four weeks around the spring switch.
    for (let t = Date.parse('2026-03-15T00:00:00Z'); t < Date.parse('2026-04-12T00:00:00Z'); t += 195 * 60_000) {
      const start = nextWeeklySlot(new Date(t), trialSlot);
      expect(formatLongDate(start)).toMatch(/^Mittwoch, /);
      expect(berlinTime(...berlinYmd(start), 17, 0).getTime()).toBe(start.getTime());
      expect(start.getTime() + 90 * 60_000).toBeGreaterThan(t);
      expect(start.getTime() - t).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    }
  });
});

function berlinYmd(instant: Date): [number, number, number] {
  const [y, m, d] = berlinIsoDate(instant).split('-').map(Number);
  return [y ?? NaN, m ?? NaN, d ?? NaN];
}

describe('berlinTime', () => {
  it.each<[Parameters<typeof berlinTime>, string, string]>([
    [[2026, 11, 25, 17, 0], '2026-11-25T16:00:00.000Z', 'CET'],
    [[2026, 7, 1, 17, 0], '2026-07-01T15:00:00.000Z', 'CEST'],
    [[2026, 1, 1], '2025-12-31T23:00:00.000Z', 'midnight by default'],
    [[2026, 3, 29, 1, 30], '2026-03-29T00:30:00.000Z', 'just before the spring switch'],
    [[2026, 3, 29, 3, 0], '2026-03-29T01:00:00.000Z', 'right after the spring switch'],
    [[2026, 10, 25, 1, 30], '2026-10-24T23:30:00.000Z', 'before the autumn switch'],
    [[2026, 10, 25, 3, 30], '2026-10-25T02:30:00.000Z', 'after the autumn switch'],
  ])('%j → %s (%s)', (args, expected) => {
    expect(berlinTime(...args).toISOString()).toBe(expected);
  });
});

describe('berlinIsoDate', () => {
  it.each([
    ['2026-11-25T22:59:59Z', '2026-11-25', 'CET, 23:59:59 Berlin'],
    ['2026-11-25T23:00:00Z', '2026-11-26', 'CET, already midnight in Berlin'],
    ['2026-07-01T21:59:59Z', '2026-07-01', 'CEST, 23:59:59 Berlin'],
    ['2026-07-01T22:30:00Z', '2026-07-02', 'CEST, late evening UTC is tomorrow in Berlin'],
    ['2026-12-31T23:30:00Z', '2027-01-01', 'New Year in Berlin'],
  ])('%s → %s (%s)', (now, expected) => {
    expect(berlinIsoDate(at(now))).toBe(expected);
  });
});

describe('offerStatus', () => {
  // Minecraft Mods: Mon 20.10.2025 – Fri 24.10.2025 (Berlin is on CEST until 26.10.2025).
  const week = [{ start: '2025-10-20', end: '2025-10-24' }];

  it.each<[string, OfferStatus, string]>([
    ['2025-10-01T10:00:00Z', 'upcoming', 'weeks before'],
    ['2025-10-19T21:59:59Z', 'upcoming', 'Sunday 23:59:59 Berlin, the day before the start'],
    ['2025-10-19T22:00:00Z', 'running', 'Monday 00:00 Berlin (UTC still Sunday), first day'],
    ['2025-10-22T12:00:00Z', 'running', 'mid-week'],
    ['2025-10-24T21:59:59Z', 'running', 'Friday 23:59:59 Berlin, last day'],
    ['2025-10-24T22:00:00Z', 'past', 'Saturday 00:00 Berlin (UTC still Friday)'],
    ['2026-01-01T12:00:00Z', 'past', 'months later'],
  ])('%s → %s (%s)', (now, expected) => {
    expect(offerStatus(week, at(now))).toBe(expected);
  });

  it('treats a one-day range as running on that day only', () => {
    const day = [{ start: '2025-10-20', end: '2025-10-20' }];
    expect(offerStatus(day, at('2025-10-19T12:00:00Z'))).toBe('upcoming');
    expect(offerStatus(day, at('2025-10-20T12:00:00Z'))).toBe('running');
    expect(offerStatus(day, at('2025-10-21T12:00:00Z'))).toBe('past');
  });

  it('is upcoming while any range still lies ahead', () => {
    const ranges = [
      { start: '2025-08-04', end: '2025-08-08' },
      { start: '2025-10-20', end: '2025-10-24' },
    ];
    expect(offerStatus(ranges, at('2025-09-01T12:00:00Z'))).toBe('upcoming');
  });

  it('is past without any range', () => {
    expect(offerStatus([], at('2025-09-01T12:00:00Z'))).toBe('past');
  });
});

describe('upcomingRanges', () => {
  const ranges = [
    { start: '2025-10-27', end: '2025-10-31', id: 'roblox' },
    { start: '2025-10-06', end: '2025-10-10', id: 'past' },
    { start: '2025-10-13', end: '2025-10-17', id: 'internet' },
    { start: '2025-10-20', end: '2025-10-24', id: 'minecraft' },
  ];

  it('keeps the ranges that have not ended, earliest first, with their extra fields', () => {
    expect(upcomingRanges(ranges, at('2025-10-12T12:00:00Z')).map((r) => r.id)).toEqual([
      'internet',
      'minecraft',
      'roblox',
    ]);
  });

  it('keeps a range on its last day (Berlin) and drops it the next day', () => {
    expect(upcomingRanges(ranges, at('2025-10-17T21:59:59Z')).map((r) => r.id)).toEqual([
      'internet',
      'minecraft',
      'roblox',
    ]);
    expect(upcomingRanges(ranges, at('2025-10-17T22:00:00Z')).map((r) => r.id)).toEqual(['minecraft', 'roblox']);
  });

  it('returns nothing once everything is over and does not mutate its input', () => {
    const before = ranges.map((r) => r.id);
    expect(upcomingRanges(ranges, at('2025-11-01T12:00:00Z'))).toEqual([]);
    expect(ranges.map((r) => r.id)).toEqual(before);
  });
});

describe('requestable runs: a parent is offered only weeks that have not started (Berlin)', () => {
  const ranges = [
    { start: '2027-07-19', end: '2027-07-23', id: 'summer' },
    { start: '2027-03-30', end: '2027-04-02', id: 'easter' },
  ];

  it.each([
    ['the day before the Easter week', '2027-03-29T12:00:00Z', ['easter', 'summer']],
    ['late evening before it, Berlin (UTC still the 29th)', '2027-03-29T21:59:59Z', ['easter', 'summer']],
    ['its first day, just after midnight in Berlin', '2027-03-29T22:00:00Z', ['summer']],
    ['during the Easter week', '2027-03-31T12:00:00Z', ['summer']],
    ['after it', '2027-04-03T12:00:00Z', ['summer']],
    ['during the summer week', '2027-07-20T12:00:00Z', []],
    ['after every week', '2027-07-24T12:00:00Z', []],
  ])('%s → %j', (_when, now, expected) => {
    expect(requestableRanges(ranges, at(now)).map((r) => r.id)).toEqual(expected);
  });

  it.each([
    ['2027-03-29', true],
    ['2027-03-30', false],
    ['2027-04-01', false],
    ['2027-04-03', false],
  ])('the Easter week is requestable on %s: %s', (today, expected) => {
    expect(isRequestable({ start: '2027-03-30', end: '2027-04-02' }, today)).toBe(expected);
  });

  it('a running week still counts as not ended (cards may show it as running)', () => {
    expect(upcomingRanges(ranges, at('2027-03-31T12:00:00Z')).map((r) => r.id)).toEqual(['easter', 'summer']);
  });
});

describe('isPast', () => {
  const deadline = at('2025-06-30T12:00:00.000Z');

  it.each([
    ['2025-06-30T11:59:59.999Z', false, 'one ms before'],
    ['2025-06-30T12:00:00.000Z', false, 'exactly at the deadline'],
    ['2025-06-30T12:00:00.001Z', true, 'one ms after'],
  ])('%s → %s (%s)', (now, expected) => {
    expect(isPast(deadline, at(now))).toBe(expected);
  });

  it.each([
    ['2025-02-28T22:58:59Z', false, '23:58:59 Berlin'],
    ['2025-02-28T22:59:00Z', false, '23:59:00 Berlin, the deadline itself'],
    ['2025-02-28T23:00:00Z', true, 'midnight Berlin'],
  ])(`promo deadline ${promo.deadline}: now %s → %s (%s)`, (now, expected) => {
    expect(isPast(new Date(promo.deadline), at(now))).toBe(expected);
  });
});

describe('formatting', () => {
  it.each([
    ['2026-11-25T16:00:00Z', 'Mittwoch, 25. November 2026'],
    ['2026-11-25T23:30:00Z', 'Donnerstag, 26. November 2026'],
    ['2026-03-01T12:00:00Z', 'Sonntag, 1. März 2026'],
  ])('formatLongDate(%s) → %s', (instant, expected) => {
    expect(formatLongDate(at(instant))).toBe(expected);
  });

  it.each([
    ['2025-10-20', '20.10.2025'],
    ['2025-12-31', '31.12.2025'],
    ['2025-08-18', '18.08.2025'],
  ])('formatIsoDate(%s) → %s', (iso, expected) => {
    expect(formatIsoDate(iso)).toBe(expected);
  });

  it('formatRange joins two dates with an en dash', () => {
    expect(formatRange({ start: '2025-10-20', end: '2025-10-24' })).toBe('20.10.2025 – 24.10.2025');
  });

  it('formatRange shows a one-day range as a single date', () => {
    expect(formatRange({ start: '2025-10-20', end: '2025-10-20' })).toBe('20.10.2025');
  });
});

describe('berlinParts against the Intl time-zone database', () => {
  const reference = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fromIntl = (instant: Date) => {
    const parts = reference.formatToParts(instant);
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
    return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
  };

  it('matches every 30 minutes across both DST switches and New Year, 2020–2040', () => {
    const mismatches: string[] = [];
    for (let year = 2020; year <= 2040; year += 1) {
      for (const [month, day] of [[3, 24], [10, 24], [12, 31]] as const) {
        const from = Date.UTC(year, month - 1, day);
        for (let t = from; t < from + 8 * 24 * 3_600_000; t += 30 * 60_000) {
          const instant = new Date(t);
          const { weekday, ...parts } = berlinParts(instant);
          const expected = fromIntl(instant);
          const expectedWeekday = new Date(Date.UTC(expected.year, expected.month - 1, expected.day)).getUTCDay();
          if (JSON.stringify(parts) !== JSON.stringify(expected) || weekday !== expectedWeekday) {
            mismatches.push(`${instant.toISOString()}: ${JSON.stringify(parts)} ≠ ${JSON.stringify(expected)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
