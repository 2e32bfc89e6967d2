import { HOLIDAY_COURSE_PRICE, holidayCourses } from '@/content/holiday-courses';
import { COURSE_MONTHS, LESSON_MINUTES, LESSON_START_TIMES, UNIT_MINUTES, UNITS_PER_LESSON } from '@/content/lessons';
import { packages } from '@/content/packages';
import { promo } from '@/content/promo';
import { pythonCourse } from '@/content/python-course';
import { QUIZ_MINUTES } from '@/content/quiz-intro';
import { contactDetails } from '@/content/site';
import { trial, TRIAL_TIME } from '@/content/trial';
import { pricePerUnit } from '@/lib/packages';

/**
 * Checks that what a page says about lengths, times and money is derived from the content constants
 * (DECISIONS.md: one source per fact). `findFactViolations` reads plain text, such as a rendered page, and names
 * every duration in minutes, count of units per lesson, clock time, term in months and euro amount that no
 * constant gives.
 */
export interface AllowedFacts {
  minutes: ReadonlySet<number>;
  unitsPerLesson: ReadonlySet<number>;
  clockTimes: ReadonlySet<string>;
  months: ReadonlySet<number>;
  /** Euro amounts in cents. */
  euroCents: ReadonlySet<number>;
}

const cents = (euros: number) => Math.round(euros * 100);
const clockTimesOf = (text: string) => text.match(/\b\d{2}:\d{2}\b/g) ?? [];

/** Every value the site may state, from content/ (lessons, trial, price table, courses, promo, contact hours, quiz). */
export function allowedFacts(): AllowedFacts {
  const dated = [...holidayCourses, pythonCourse];
  const paid = packages.filter((pkg) => pkg.minimumDurationMonths !== null);
  return {
    minutes: new Set([UNIT_MINUTES, LESSON_MINUTES, trial.minutes, QUIZ_MINUTES, ...packages.map((pkg) => pkg.sessionMinutes)]),
    unitsPerLesson: new Set([UNITS_PER_LESSON, trial.units]),
    clockTimes: new Set([
      ...LESSON_START_TIMES,
      ...clockTimesOf(TRIAL_TIME),
      ...dated.flatMap((course) => clockTimesOf(course.courseTime)),
      ...clockTimesOf(contactDetails.phoneHours),
      ...clockTimesOf(promo.deadlineLabel),
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
        ...dated.map((course) => course.price),
        promo.prizeValueEuro,
      ].map(cents),
    ),
  };
}

const NUMBER_WORDS: Record<string, number> = { eine: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5 };
const toNumber = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** '1.296' → 1296, '14,15' → 14.15 */
const germanNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

interface Rule {
  name: string;
  pattern: RegExp;
  allowed: (match: RegExpExecArray, facts: AllowedFacts) => boolean;
}

const RULES: Rule[] = [
  {
    name: 'Dauer in Minuten',
    pattern: /\b(\d+)\s*(?:Minuten|Min\.)/g,
    allowed: (m, facts) => facts.minutes.has(Number(m[1])),
  },
  {
    name: 'Dauer in Stunden',
    pattern: /\b(\d+(?:,\d+)?|eine|zwei|drei)\s*(?:Stunden|Stunde lang|Std\.)/gi,
    allowed: (m, facts) => {
      const hours = /\d/.test(m[1] ?? '') ? germanNumber(m[1] ?? '') : toNumber(m[1] ?? '');
      return facts.minutes.has(Math.round(hours * 60));
    },
  },
  {
    name: 'Einheiten pro Unterrichtsstunde',
    pattern: /\b(\d+|zwei|drei|vier)\s+(?:Unterrichts)?[Ee]inheiten\s+(?:von je|zu je|am Stück)/gi,
    allowed: (m, facts) => facts.unitsPerLesson.has(toNumber(m[1] ?? '')),
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
