/**
 * Room lib/checks: the fact check (every figure a page states comes from content/ or the offer) and the content check.
 * Used by the tests, the team's offer pages and `npm run content-check`.
 */

import { HOLIDAY_COURSE_PRICE } from '@/content/holiday-courses';
import { COURSE_MONTHS, LESSON_MINUTES, LESSON_START_TIMES, UNIT_MINUTES, UNITS_PER_LESSON } from '@/content/lessons';
import { packages, REFERRAL_FREE_UNITS } from '@/content/packages';
import { QUIZ_MINUTES } from '@/content/quiz-intro';
import { contactDetails } from '@/content/site';
import { trial, TRIAL_TIME, trialFollowUp } from '@/content/trial';
import { type LessonCalendar } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import { currentPromotion, datedHolidayCourses, datedPythonCourse, promotionDeadlineLabel } from '@/lib/offer/courses';
import { isLessonDay, weekdayOf } from '@/lib/calendar/lesson-calendar';
import { pricePerUnit } from '@/content/package-terms';

/**
 * Checks that what a page says about lengths, times and money is derived from the content constants
 * (DECISIONS.md: one source per fact). `findFactViolations` reads plain text, such as a rendered page, and names
 * every duration in minutes or hours, count of units, clock time, term in months, euro amount and ISO 8601
 * duration that no constant gives, and any length other than the trial's in a sentence about the trial. It checks
 * values, not their origin: a figure typed by hand that equals a constant passes.
 */
export interface AllowedFacts {
  minutes: ReadonlySet<number>;
  /** Counts of units: per lesson, per package term, of the trial, free per referral. */
  units: ReadonlySet<number>;
  clockTimes: ReadonlySet<string>;
  months: ReadonlySet<number>;
  /** Euro amounts in cents. */
  euroCents: ReadonlySet<number>;
  /** Lengths of one session (a lesson, the trial), the only ISO 8601 durations structured data and calendar files state. */
  sessionMinutes: ReadonlySet<number>;
  /** The trial's length: any duration in a sentence about the trial ('Probestunde', 'Probetermin' …) must be this. */
  trialMinutes: number;
  /** A unit's length, which a sentence about the trial may give per unit ('zwei Einheiten von je 45 Minuten'). */
  unitMinutes: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const clockTimesOf = (text: string) => text.match(/\b\d{2}:\d{2}\b/g) ?? [];

/**
 * Every value the site may state, from content/ (lessons, trial, price table, courses, contact hours, quiz) and the
 * offer's records (runs and their prices, the promotion: lib/offer/).
 */
export function allowedFacts(): AllowedFacts {
  const dated = [...datedHolidayCourses(), datedPythonCourse()];
  const promo = currentPromotion();
  const paid = packages.filter((pkg) => pkg.minimumDurationMonths !== null);
  return {
    minutes: new Set([UNIT_MINUTES, LESSON_MINUTES, trial.minutes, QUIZ_MINUTES, trialFollowUp.waitlistHoldHours * 60, ...packages.map((pkg) => pkg.sessionMinutes)]),
    units: new Set([UNITS_PER_LESSON, trial.units, REFERRAL_FREE_UNITS, ...packages.map((pkg) => pkg.units)]),
    clockTimes: new Set([
      ...LESSON_START_TIMES,
      ...clockTimesOf(TRIAL_TIME),
      ...dated.flatMap((course) => clockTimesOf(course.courseTime)),
      ...clockTimesOf(contactDetails.phoneHours),
      ...(promo ? clockTimesOf(promotionDeadlineLabel(promo)) : []),
      trialFollowUp.dayBeforeReminder,
      trialFollowUp.sameDayReminder,
      trialFollowUp.teamList,
      trialFollowUp.waitlistLastOffer,
    ]),
    months: new Set([
      COURSE_MONTHS,
      ...paid.flatMap((pkg) => [pkg.minimumDurationMonths ?? 0, pkg.firstCancellationMonth ?? 0]).filter(Boolean),
    ]),
    euroCents: new Set(
      [
        ...packages.flatMap((pkg) => [pkg.pricePerWeek, pkg.pricePerTerm]),
        ...paid.map(pricePerUnit),
        HOLIDAY_COURSE_PRICE,
        ...dated.flatMap((course) => [course.price, ...course.dates.map((date) => date.price)]),
        ...(promo ? [promo.prizeValueEuro] : []),
      ].map(cents),
    ),
    sessionMinutes: new Set([LESSON_MINUTES, trial.minutes, ...packages.map((pkg) => pkg.sessionMinutes)]),
    trialMinutes: trial.minutes,
    unitMinutes: UNIT_MINUTES,
  };
}

const NUMBER_WORDS: Record<string, number> = {
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
};
const toNumber = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** '1.296' → 1296, '14,15' → 14.15 */
const germanNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

const MINUTES = /\b(\d+)\s*(?:Minuten|Min\.)/g;
const HOURS = /\b(\d+(?:,\d+)?|eine|zwei|drei)\s*(?:Stunden|Stunde lang|Std\.)/gi;
/** 'Probestunde', 'Probetermin', 'Probeunterricht', 'Probe-Stunde' … */
const TRIAL_WORD = /\bProbe/i;

const hoursToMinutes = (amount: string) => Math.round((/\d/.test(amount) ? germanNumber(amount) : toNumber(amount)) * 60);

interface Rule {
  name: string;
  pattern: RegExp;
  allowed: (match: RegExpExecArray, facts: AllowedFacts) => boolean;
}

const RULES: Rule[] = [
  {
    name: 'Dauer in Minuten',
    pattern: MINUTES,
    allowed: (m, facts) => facts.minutes.has(Number(m[1])),
  },
  {
    name: 'Dauer in Stunden',
    pattern: HOURS,
    allowed: (m, facts) => facts.minutes.has(hoursToMinutes(m[1] ?? '')),
  },
  {
    // '2 Einheiten', 'zwei Unterrichtseinheiten am Stück', '1 kostenlose Einheit', '1 Gratis-Einheit', '234 Einheiten'.
    // A number word only before the plural: 'eine Einheit kostet …' names the unit, not a count. Between number
    // and unit at most one lowercase word ('kostenlose'), so '45 Minuten Einheit' is no count.
    name: 'Anzahl Einheiten',
    pattern:
      /(?<![\d,.])\b(?:(\d+)\s+(?:[a-zäöüß]+e[nr]?\s+|Gratis-)?(?:Unterrichts)?[Ee]inheit(?:en)?|([Zz]wei|[Dd]rei|[Vv]ier|[Ff]ünf|[Ss]echs|[Ss]ieben|[Aa]cht|[Nn]eun|[Zz]ehn)\s+(?:[a-zäöüß]+e[nr]?\s+|Gratis-)?(?:Unterrichts)?[Ee]inheiten)\b/g,
    allowed: (m, facts) => facts.units.has(m[1] ? Number(m[1]) : toNumber(m[2] ?? '')),
  },
  {
    name: 'Uhrzeit',
    pattern: /\b(\d{1,2}:\d{2})\b(?!:)/g,
    allowed: (m, facts) => facts.clockTimes.has((m[1] ?? '').padStart(5, '0')),
  },
  {
    name: 'volle Stunde',
    pattern: /(?<![:\d])(\d{1,2})\s*Uhr\b/g,
    allowed: (m, facts) => facts.clockTimes.has(`${(m[1] ?? '').padStart(2, '0')}:00`),
  },
  {
    name: 'Laufzeit in Monaten',
    pattern: /\b(\d+)(?:\.)?\s*Monat(?:e|en|s)?\b/g,
    allowed: (m, facts) => facts.months.has(Number(m[1])),
  },
  {
    // Structured data and calendar files: 'PT90M', 'PT1H30M'.
    name: 'ISO-Dauer',
    pattern: /\bPT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?\b/g,
    allowed: (m, facts) => !m[3] && facts.sessionMinutes.has(Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0)),
  },
  {
    name: 'Eurobetrag',
    pattern: /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?\s*(?:€|Euro\b|EUR\b)/g,
    allowed: (m, facts) => facts.euroCents.has(Math.round(germanNumber(`${m[1]}${m[2] ? `,${m[2]}` : ''}`) * 100)),
  },
];

export interface FactViolation {
  rule: string;
  /** The text found, with some context. */
  found: string;
}

/**
 * Sentences: split at '.', '!' or '?' before a space, and at line breaks (a rendered page puts each block on its
 * own line). Splitting too often only makes the trial rule below more lenient, never wrong.
 */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/**
 * A sentence about the trial may state no length but the trial's: '90 Minuten', '1,5 Stunden', or a unit's length
 * given per unit ('von je 45 Minuten'). Catches 'Probestunde: 45 Minuten', which the page-wide rules allow
 * because 45 minutes is a unit's length.
 */
function trialLengthViolations(sentence: string, facts: AllowedFacts): FactViolation[] {
  if (!TRIAL_WORD.test(sentence)) return [];
  const found: FactViolation[] = [];
  for (const match of sentence.matchAll(MINUTES)) {
    const minutes = Number(match[1]);
    const perUnit = minutes === facts.unitMinutes && /\bje\s*$/.test(sentence.slice(0, match.index));
    if (minutes !== facts.trialMinutes && !perUnit) found.push({ rule: 'Dauer der Probestunde', found: sentence.trim() });
  }
  for (const match of sentence.matchAll(HOURS)) {
    if (hoursToMinutes(match[1] ?? '') !== facts.trialMinutes) found.push({ rule: 'Dauer der Probestunde', found: sentence.trim() });
  }
  return found;
}

/** Every stated fact in `text` that the constants do not give. Spaces include no-break spaces. */
export function findFactViolations(text: string, facts: AllowedFacts = allowedFacts()): FactViolation[] {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ');
  const violations: FactViolation[] = [];
  for (const rule of RULES) {
    for (const match of plain.matchAll(rule.pattern)) {
      if (!rule.allowed(match, facts)) {
        const at = match.index ?? 0;
        violations.push({ rule: rule.name, found: plain.slice(Math.max(0, at - 40), at + match[0].length + 20).trim() });
      }
    }
  }
  for (const sentence of sentencesOf(plain)) violations.push(...trialLengthViolations(sentence, facts));
  return violations;
}

/** JSON-LD `price` values that are not in the price table (structured data states prices as plain numbers). */
export function findPriceViolations(jsonLd: unknown, facts: AllowedFacts = allowedFacts()): FactViolation[] {
  const found: FactViolation[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'price' && !facts.euroCents.has(cents(Number(value)))) found.push({ rule: 'JSON-LD-Preis', found: String(value) });
      visit(value);
    }
  };
  visit(jsonLd);
  return found;
}

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** 'Mittwoch, 6. Januar 2027' as the pages write a trial date (lib/calendar/dates.ts formatLongDate). */
const LONG_DATE = new RegExp(`\\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\\d{1,2})\\. (${MONTHS_DE.join('|')}) (\\d{4})\\b`, 'g');
/** A calendar file's start: 'DTSTART;TZID=Europe/Berlin:20270106T170000'. */
const ICS_START = /DTSTART;TZID=Europe\/Berlin:(\d{4})(\d{2})(\d{2})T/g;

/**
 * Trial dates that are not trial dates: every long date on a page about the trial ('Mittwoch, 23. Dezember 2026')
 * and every start in a calendar file must be a trial weekday that is a Berlin lesson day (content/lesson-calendar.ts),
 * never a day in the school holidays or a public holiday, nor a day the calendar does not cover.
 */
export function findTrialDateViolations(text: string, calendar: LessonCalendar = currentCalendar()): FactViolation[] {
  const plain = text.replace(/[\u00a0\u202f]/g, ' ');
  const named = [
    ...[...plain.matchAll(LONG_DATE)].map((m) => ({
      found: m[0],
      iso: `${m[3]}-${String(MONTHS_DE.indexOf(m[2] ?? '') + 1).padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`,
    })),
    ...[...plain.matchAll(ICS_START)].map((m) => ({ found: m[0], iso: `${m[1]}-${m[2]}-${m[3]}` })),
  ];
  return named
    .filter(({ iso }) => weekdayOf(iso) !== trial.weekday || !isLessonDay(iso, calendar))
    .map(({ found }) => ({ rule: 'Termin der Probestunde', found }));
}
