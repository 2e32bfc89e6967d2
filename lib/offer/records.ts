import { z } from 'zod';
import { jobPositionSchema, type JobPosition } from '@/content/schema';
import type { LessonCalendar } from '@/content/lesson-calendar';

/**
 * The kinds of record the team edits in /intern/angebot and the shape of each one's data, as stored in
 * `offer_records.data` (JSON). One zod schema per kind checks what the database hands back and what a form sends.
 */

export const RUN_STATES = ['offen', 'ausgebucht', 'abgesagt'] as const;
export type RunState = (typeof RUN_STATES)[number];

const isoDate = z.iso.date();
const text = z.string().trim().min(1);

/** The courses that run in the school holidays: the three holiday courses and the Python course. */
export const RUN_COURSES = ['minecraft-mods', 'roblox-studio', 'internet-fuehrerschein', 'python'] as const;
export type RunCourse = (typeof RUN_COURSES)[number];

export const holidayRunSchema = z.strictObject({
  course: z.enum(RUN_COURSES),
  start: isoDate,
  end: isoDate,
  price: z.number().positive().max(10_000),
  state: z.enum(RUN_STATES),
});
export type HolidayRun = z.infer<typeof holidayRunSchema>;

export const schoolHolidayRecordSchema = z.strictObject({ name: text, start: isoDate, end: isoDate, source: text });
export const publicHolidayRecordSchema = z.strictObject({ date: isoDate, name: text, source: text });
export const dayOffSchema = z.strictObject({ date: isoDate, reason: text });
export type DayOff = z.infer<typeof dayOffSchema>;
export const coverageSchema = z.strictObject({ start: isoDate, end: isoDate });

export const promotionSchema = z.strictObject({
  prize: text,
  prizeValueEuro: z.number().positive(),
  winners: z.number().int().positive(),
  eligibleChildren: z.number().int().positive(),
  enrolmentYear: z.number().int().min(2020).max(2100),
  minAge: z.number().int().min(6),
  maxAge: z.number().int().max(18),
  /** An instant with its offset, e.g. '2025-02-28T23:59:00+01:00' (Berlin time). */
  deadline: z.iso.datetime({ offset: true }),
  conditions: z.array(text).min(1),
  legal: z.array(text).min(1),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const recordSchemas = {
  'holiday-run': holidayRunSchema,
  'school-holiday': schoolHolidayRecordSchema,
  'public-holiday': publicHolidayRecordSchema,
  'day-off': dayOffSchema,
  coverage: coverageSchema,
  position: jobPositionSchema,
  promotion: promotionSchema,
} as const;

export type RecordKind = keyof typeof recordSchemas;
export type RecordData<K extends RecordKind> = z.infer<(typeof recordSchemas)[K]>;
export const RECORD_KINDS = Object.keys(recordSchemas) as RecordKind[];

/** One row of `offer_records`, its data parsed. */
export interface OfferRecord<K extends RecordKind = RecordKind> {
  kind: K;
  key: string;
  data: RecordData<K>;
  /** Starts at 1, one more with every save: a save based on an older version is refused. */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The lesson calendar with the single days without lessons the team entered (a teacher ill, say). */
export interface OfferCalendar extends LessonCalendar {
  daysOff: readonly DayOff[];
}

/** A run with its record's key, for the public pages and the request form. */
export interface Run extends HolidayRun {
  key: string;
}

/** Everything the public pages show of the offer, built from the records (lib/offer/snapshot.ts). */
export interface Offer {
  /** The database's revision of the offer (one more with every change); 0 for the seed from content/. */
  revision: number;
  calendar: OfferCalendar;
  runs: readonly Run[];
  positions: readonly JobPosition[];
  promotion: Promotion | null;
  /** When each kind last changed (ISO), for the sitemap's lastModified; absent for the seed. */
  changedAt: Partial<Record<RecordKind, string>>;
}
