import { countWord, formatEuro, timeRange } from './format';
import { dropdownLabelOf } from './holiday-courses';
import { LESSON_MINUTES } from './lessons';
import type { HolidayCourse } from './schema';

const WEEKS = 2;

/** The teens the course is for (DECISIONS.md: 12 to 18). */
const ages = {
  recommendedAgeMin: 12,
  recommendedAgeMax: 18,
} as const;

/** '12 bis 18' */
const AGES = `${ages.recommendedAgeMin} bis ${ages.recommendedAgeMax}`;

/**
 * The two-week Python basics course on /python: for teens of 12 to 18, booked by a parent (DECISIONS.md). The
 * page speaks to the parent about the teen; the child view (`…Kind`) speaks to the teen.
 */
export const pythonCourse: HolidayCourse = {
  id: 100,
  slug: 'python-grundlagen',
  title: 'Python-Grundlagen: Vorbereitungskurs',
  shortTitle: 'Python-Grundlagen',
  dropdownLabel: dropdownLabelOf({ shortTitle: 'Python-Grundlagen', about: ages }),
  courseId: 'python_basic',
  shortDescription: `In ${countWord(WEEKS)} Wochen lernt Ihr Kind die Grundlagen von Python: kompakt, live online und mit vielen kleinen Programmen, die es selbst schreibt.`,
  shortDescriptionKind: `In ${countWord(WEEKS)} Wochen lernst du die Grundlagen von Python: kompakt, live online und mit vielen kleinen Programmen, die du selbst schreibst.`,
  longDescription: [
    `Python ist die Sprache, mit der heute in Schule, Studium und Beruf am häufigsten programmiert wird. In diesem Vorbereitungskurs lernt Ihr Kind in ${countWord(WEEKS)} Wochen die wichtigsten Grundlagen: von der ersten Ausgabe bis zu kleinen Programmen mit Listen und Funktionen.`,
    `Der Kurs ist für Jugendliche von ${AGES} Jahren, die sich auf unseren Level-3-Kurs [CS Python](/courses/6) oder auf Informatik in der Oberstufe vorbereiten möchten. Jede Sitzung verbindet kurze Erklärungen mit Übungen, die direkt im Browser laufen, und die Lehrkraft hilft, wenn etwas nicht klappt.`,
    'Vorkenntnisse braucht Ihr Kind nicht, nur einen Computer mit aktuellem Browser. Installieren müssen Sie nichts.',
  ],
  longDescriptionKind: [
    `Python ist die Sprache, mit der in Schule, Studium und Beruf am häufigsten programmiert wird. In ${countWord(WEEKS)} Wochen lernst du die wichtigsten Grundlagen: von deiner ersten Ausgabe bis zu kleinen Programmen mit Listen und Funktionen.`,
    'Der Kurs passt genau, wenn du dich auf [CS Python](/courses/6) oder auf Informatik in der Oberstufe vorbereiten willst. In jeder Sitzung gibt es kurze Erklärungen und viele Übungen direkt im Browser, und wenn etwas nicht klappt, hilft dir deine Lehrkraft.',
    'Vorwissen brauchst du keins, nur einen Computer mit aktuellem Browser. Installieren musst du nichts.',
  ],
  imgSrc: '/images/holiday/python-grundlagen.svg',
  imgAlt: 'Illustration: ein Laptop mit Programmcode und einer kleinen Rakete',
  about: {
    targetGroup: `Jugendliche von ${AGES} Jahren, die schnell in eine echte Programmiersprache einsteigen möchten`,
    ...ages,
  },
  courseContents: [
    'Variablen, Datentypen und Ein- und Ausgabe',
    'Bedingungen und Schleifen',
    'Listen, Wörterbücher und Funktionen',
    'Ein kleines Abschlussprojekt: ein Quiz-Programm',
  ],
  courseInfo: {
    duration: `${LESSON_MINUTES} Minuten pro Tag`,
    frequency: 'Montag bis Freitag',
    durationInWeeks: WEEKS,
    type: 'Online',
    language: 'Deutsch',
    zertificate: 'Teilnahmezertifikat',
  },
  courseTime: timeRange('18:00', LESSON_MINUTES),
  // The price and runs are the seed only: the team's records hold them (lib/offer/, /intern/angebot/ferienkurse).
  price: 350,
  dates: [
    { start: '2025-08-18', end: '2025-08-29' },
    // The last two weeks of the Berlin Sommerferien 2027 (content/lesson-calendar.ts), just before school starts.
    { start: '2027-08-02', end: '2027-08-13' },
  ],
  instructor: { name: 'Jonas', image: '/images/team/jonas.svg' },
};

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const pythonCourseUpdatedAt = '2026-11-24';

/** Copy of the /python landing page. */
export const pythonPageContent = {
  eyebrow: `Vorbereitungskurs für Jugendliche von ${AGES}`,
  title: `Python-Grundlagen in ${countWord(WEEKS)} Wochen`,
  metaTitle: `Python-Grundlagen für Jugendliche in ${countWord(WEEKS)} Wochen`,
  description: `Python kompakt für Jugendliche von ${AGES}: ${countWord(WEEKS)} Wochen in den Sommerferien, Montag bis Freitag je ${LESSON_MINUTES} Minuten live online, ${formatEuro(pythonCourse.price)}.`,
  shareAlt: `${pythonCourse.title}: ${countWord(WEEKS)} Wochen live online bei CodingStars, für Jugendliche von ${AGES}`,
  /** The hero button while a date lies ahead, and once every date is past. */
  requestOpen: 'Platz anfragen',
  requestPast: 'Über neue Termine informieren',
  formHeading: 'Platz im Python-Kurs anfragen',
  formIntro:
    'Schicken Sie uns Ihre Anfrage, wir melden uns mit freien Plätzen und allem, was Ihr Kind für den Kurs braucht.',
} as const;
