import { z } from 'zod';
import { COURSE_MONTHS } from './lessons';

/**
 * Schemas of every content module. Content files import only the inferred types (erased at build),
 * the unit tests parse each module with these schemas, so a wrong price or a missing field fails CI.
 */

const text = z.string().trim().min(1);
/** A paragraph of copy; `[Linktext](/pfad)` marks a link (rendered by `RichText`). */
const richText = text;
/** A picture under public/images; `#name` names a view of a sheet of pictures (scripts/make-pictures.mjs). */
const imagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg(#[a-z0-9-]+)?|png|webp)$/);
const isoDate = z.iso.date();

export const levelCodeSchema = z.enum(['1', '2A', '2B', '3A', '3B', '3C', '3D']);

export const courseSchema = z.object({
  id: z.number().int().min(1).max(7),
  title: text,
  courseId: levelCodeSchema,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  shortDescription: text,
  shortDescriptionKind: text,
  /** Shorter line used in the narrow curriculum diagram. */
  teaser: text,
  teaserKind: text,
  fullDescription: z.array(richText).min(2),
  fullDescriptionKind: z.array(richText).min(2),
  imgSrc: imagePath,
  imgAlt: text,
  about: z.object({
    targetGroup: text,
    durationInMonths: z.literal(COURSE_MONTHS),
    recommendedAgeMin: z.number().int().min(6),
    recommendedAgeMax: z.number().int().max(18),
  }),
  courseContents: z
    .array(z.object({ title: text, description: text }))
    .length(3),
  courseInfo: z.object({
    /** One weekly lesson, from content/lessons.ts. */
    duration: text,
    frequency: z.literal('wöchentlich'),
    type: z.literal('Online'),
    language: z.literal('Deutsch'),
    zertificate: text,
  }),
  /** Ids of level-2 courses that open this level-3 course. */
  prerequisiteIds: z.array(z.number().int().min(2).max(3)),
  /** Certificate picture for level-3 courses. */
  certificate: z.object({ title: text, imgSrc: imagePath }).optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const packageSchema = z.object({
  id: z.enum(['trial', '3m', '6m', '12m', 'plus']),
  title: text,
  /** Minimum term in months; null for the one-off trial. */
  minimumDurationMonths: z.number().int().positive().nullable(),
  /**
   * A term longer than two years may first be cancelled at the end of this month: § 309 Nr. 9 BGB caps a
   * consumer's first binding term at 24 months (AGB § 7).
   */
  firstCancellationMonth: z.number().int().positive().max(24).optional(),
  pricePerWeek: z.number().nonnegative(),
  /** Amount charged per billing period; 0 for the free trial. */
  pricePerTerm: z.number().nonnegative(),
  freq: text,
  weekly: z.boolean(),
  sessionMinutes: z.number().int().positive(),
  units: z.number().int().positive(),
  sessions: z.number().int().positive(),
  features: z.array(text).min(2),
  highlighted: z.boolean(),
});
export type MembershipPackage = z.infer<typeof packageSchema>;

export const offerDatesSchema = z.array(
  z.object({ start: isoDate, end: isoDate }).refine((d) => d.start <= d.end, 'start after end'),
);
export type OfferDates = z.infer<typeof offerDatesSchema>;

export const holidayCourseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** Short name, e.g. 'Minecraft Mods': the request form's option and lists of courses. */
  shortTitle: text,
  /** The request form's option with the ages, built from shortTitle and about (dropdownLabelOf). */
  dropdownLabel: text,
  courseId: text,
  shortDescription: text,
  /** Teen wording ("du") for the child view, where the course speaks to the teen (the Python course). */
  shortDescriptionKind: text.optional(),
  longDescription: z.array(richText).min(2),
  longDescriptionKind: z.array(richText).min(2).optional(),
  imgSrc: imagePath,
  imgAlt: text,
  about: z.object({
    targetGroup: text,
    recommendedAgeMin: z.number().int().min(6),
    recommendedAgeMax: z.number().int().max(18),
  }),
  courseContents: z.array(text).min(3),
  courseInfo: z.object({
    duration: text,
    frequency: text,
    durationInWeeks: z.number().int().positive(),
    type: z.literal('Online'),
    language: z.literal('Deutsch'),
    zertificate: text,
  }),
  /** Daily time, "HH:MM–HH:MM". */
  courseTime: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}$/),
  price: z.number().positive(),
  dates: offerDatesSchema.min(1),
  instructor: z.object({ name: text, image: imagePath }),
});
export type HolidayCourse = z.infer<typeof holidayCourseSchema>;

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: text,
  answer: z.array(richText).min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const teamMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  fullName: text,
  title: text,
  role: z.array(text).min(1),
  photoUrl: imagePath,
  bio: text,
  bioKind: text,
  email: z.email(),
  phone: text,
  socialMedia: z.object({ linkedIn: z.url().optional(), github: z.url().optional() }),
  department: text,
  skills: z.array(text).min(1),
  location: text,
  teaches: z.array(text).min(1),
  interests: z.array(text).min(1),
  startDate: isoDate,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const testimonialSchema = z.object({
  testemonial: text,
  name: text,
  age: z.number().int().min(6).max(99),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const benefitSchema = z.object({
  nmbr: z.number().int().positive(),
  title: text,
  titleKind: text,
  description: text,
  descriptionKind: text,
  iconUrl: imagePath,
});
export type Benefit = z.infer<typeof benefitSchema>;

export const quizQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    question: text,
    options: z.array(text).length(4),
    correctAnswers: z.array(z.number().int().min(0).max(3)).min(1).max(2),
    explanation: text,
  })
  .refine((q) => new Set(q.correctAnswers).size === q.correctAnswers.length, 'duplicate answer');
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const jobPositionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  open: z.boolean(),
  positionTitle: text,
  type: text,
  tasks: z.array(text).min(1),
  profile: z.array(text).min(1),
  offer: z.array(text).min(1),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;

/** A sub-heading between a section's paragraphs, e.g. 'Folgen des Widerrufs' in the Widerrufsbelehrung. */
const legalSubheadingSchema = z.strictObject({ subheading: text });

/** A form to print, fill in by hand and send back, e.g. the Muster-Widerrufsformular (Anlage 2 zu Art. 246a EGBGB). */
const legalFormSchema = z.strictObject({
  title: text,
  /** How to use the form, under its title. */
  instruction: text,
  /** Whom to send it to, printed as it is. */
  addressee: text,
  /** Labels, each followed by a line to write on. */
  fields: z.array(text).min(1),
  /** A note under the fields, e.g. '(*) Unzutreffendes streichen.' */
  footnote: text.optional(),
});

export const legalDocumentSchema = z.strictObject({
  title: text,
  intro: z.array(richText),
  /** Date the text was last revised (ISO). */
  updated: isoDate,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: text,
        paragraphs: z.array(z.union([richText, legalSubheadingSchema])),
        list: z.array(richText).optional(),
        /** Printed after the paragraphs and the list. */
        form: legalFormSchema.optional(),
      }),
    )
    .min(3)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'two sections share an id'),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument['sections'][number];
/** A paragraph of copy or `{ subheading }`. */
export type LegalParagraph = LegalSection['paragraphs'][number];
export type LegalForm = z.infer<typeof legalFormSchema>;

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const schoolHolidayPeriodSchema = z
  .strictObject({ name: text, start: isoDate, end: isoDate, source: text })
  .refine((p) => p.start <= p.end, 'start after end')
  // content/lesson-calendar.ts: a period whose last free day is a Friday ends on the Saturday after it.
  .refine((p) => weekdayOf(p.end) !== 5, 'ends on a Friday: write the Saturday after it')
  .refine((p) => weekdayOf(p.end) === 6 || weekdayOf(nextDay(p.end)) !== 0, 'ends before a weekend, but not on its Saturday');

const publicHolidaySchema = z.strictObject({ date: isoDate, name: text, source: text });

/** The lessons calendar (content/lesson-calendar.ts): ordered, non-overlapping, every entry with its source. */
export const lessonCalendarSchema = z
  .strictObject({
    coverage: z.strictObject({ start: isoDate, end: isoDate }).refine((c) => c.start < c.end, 'coverage start after end'),
    schoolHolidays: z.array(schoolHolidayPeriodSchema).min(1),
    publicHolidays: z.array(publicHolidaySchema).min(1),
  })
  .check(
    z.superRefine((calendar, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: calendar });
      calendar.schoolHolidays.forEach((period, i) => {
        const previous = calendar.schoolHolidays[i - 1];
        if (previous && previous.end >= period.start) fail(`${period.name} overlaps or precedes ${previous.name}`);
      });
      calendar.publicHolidays.forEach((holiday, i) => {
        const previous = calendar.publicHolidays[i - 1];
        if (previous && previous.date >= holiday.date) fail(`${holiday.date} is not after ${previous.date}`);
      });
      const names = calendar.schoolHolidays.map((period) => period.name);
      if (new Set(names).size !== names.length) fail('two periods share a name');
      const { start, end } = calendar.coverage;
      if (!calendar.schoolHolidays.some((p) => p.start === start)) fail('the coverage starts with a school holiday period');
      if (!calendar.schoolHolidays.some((p) => p.end === end)) fail('the coverage ends with a school holiday period');
      const lastYear = Number(end.slice(0, 4));
      for (let year = Number(start.slice(0, 4)); year <= lastYear; year += 1) {
        if (!calendar.publicHolidays.some((h) => h.date.startsWith(`${year}-`))) fail(`no public holidays for ${year}`);
      }
    }),
  );
