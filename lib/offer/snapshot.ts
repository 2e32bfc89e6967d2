import type { JobPosition } from '@/content/schema';
import type { PublicHoliday, SchoolHolidayPeriod } from '@/content/lesson-calendar';
import type { DayOff, HolidayRun, Offer, OfferRecord, Promotion, RecordKind } from './records';
import { seedRecords } from './seed';

/**
 * The offer as the pages read it: built from the records, held in this process's memory and replaced whenever the
 * database's revision moves (lib/offer/watch.ts). Reading it never waits on a query; a build without a running
 * server (no watcher) reads the seed from content/, and the server makes those pages again once the records differ.
 */

type Row = Pick<OfferRecord, 'kind' | 'key' | 'data'> & { updatedAt?: string };

const byStart = <T extends { start: string }>(a: T, b: T) => a.start.localeCompare(b.start);
const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

/** The offer that a set of records describes. */
export function offerFrom(rows: readonly Row[], revision: number): Offer {
  const of = <K extends RecordKind>(kind: K) => rows.filter((row) => row.kind === kind) as (Row & { data: OfferRecord<K>['data'] })[];
  const coverage = of('coverage')[0]?.data ?? { start: '1970-01-01', end: '1970-01-01' };
  const changedAt: Offer['changedAt'] = {};
  for (const row of rows) {
    if (row.updatedAt && (changedAt[row.kind] ?? '') < row.updatedAt) changedAt[row.kind] = row.updatedAt;
  }
  return {
    revision,
    calendar: {
      coverage,
      schoolHolidays: of('school-holiday').map((row): SchoolHolidayPeriod => row.data).sort(byStart),
      publicHolidays: of('public-holiday').map((row): PublicHoliday => row.data).sort(byDate),
      daysOff: of('day-off').map((row): DayOff => row.data).sort(byDate),
    },
    runs: of('holiday-run')
      .map((row) => ({ ...(row.data as HolidayRun), key: row.key }))
      .sort((a, b) => byStart(a, b) || a.course.localeCompare(b.course)),
    positions: of('position').map((row): JobPosition => row.data),
    promotion: (of('promotion')[0]?.data as Promotion | undefined) ?? null,
    changedAt,
  };
}

let seed: Offer | undefined;

/** The offer of content/ as it was before the records (revision 0). */
export function seedOffer(): Offer {
  seed ??= offerFrom(seedRecords(), 0);
  return seed;
}

const CURRENT = Symbol.for('codingstars.offer');
const holder = globalThis as typeof globalThis & { [CURRENT]?: Offer };

/** The offer this process shows now: the records as last loaded, or the seed before the first load. */
export function currentOffer(): Offer {
  return holder[CURRENT] ?? seedOffer();
}

/** Replaces the offer this process shows (lib/offer/watch.ts, after a save or when another instance saved). */
export function setCurrentOffer(offer: Offer): void {
  holder[CURRENT] = offer;
}

/** The lesson calendar the date rules read by default (lib/calendar/lesson-calendar.ts and its users). */
export function currentCalendar(): Offer['calendar'] {
  return currentOffer().calendar;
}

/**
 * A fingerprint of what the public pages show of an offer (not of its revision or times): the server compares the
 * records' with the seed's at start, and when they differ, the pages of the build are made again.
 */
export function offerFingerprint(offer: Offer): string {
  const { calendar, runs, positions, promotion } = offer;
  return JSON.stringify({ calendar, runs: runs.map(({ course, start, end, price, state }) => ({ course, start, end, price, state })), positions, promotion });
}
