import { timeRange } from './format';
import { LESSON_MINUTES } from './lessons';
import type { HolidayCourse } from './schema';

/**
 * The holiday courses: their texts, pictures and ages change with a release. Their runs (`dates`) and prices are
 * THE SEED ONLY (DECISIONS.md, seventh round): a new database is seeded with them once; from then on the team moves,
 * prices, books out or calls off runs in /intern/angebot/ferienkurse (lib/offer/), and a date changed here reaches
 * no running site. The pages read the runs through lib/offer/courses.ts.
 */

export const HOLIDAY_COURSE_PRICE = 159;

/** Every day of a holiday course is one lesson, in the morning. */
const HOLIDAY_COURSE_TIME = timeRange('10:00', LESSON_MINUTES);

/** A holiday course meets daily for one week of the school holidays, never on a public holiday. */
const holidayCourseInfo = {
  duration: `${LESSON_MINUTES} Minuten pro Tag`,
  frequency: 'Montag bis Freitag, an Feiertagen frei',
  durationInWeeks: 1,
  type: 'Online',
  language: 'Deutsch',
} as const;

/** The request form's option: the short title with the ages, e.g. 'Minecraft Mods (10–16 Jahre)'. */
export function dropdownLabelOf({ shortTitle, about }: {
  shortTitle: string;
  about: Pick<HolidayCourse['about'], 'recommendedAgeMin' | 'recommendedAgeMax'>;
}): string {
  return `${shortTitle} (${about.recommendedAgeMin}–${about.recommendedAgeMax}\u00a0Jahre)`;
}

const courses: Omit<HolidayCourse, 'dropdownLabel'>[] = [
  {
    id: 1,
    slug: 'minecraft-mods',
    title: 'Minecraft Mods programmieren',
    shortTitle: 'Minecraft Mods',
    courseId: 'ferien-minecraft',
    shortDescription:
      'Eigene Blöcke, Werkzeuge und Kreaturen für Minecraft bauen: In einer Ferienwoche wird aus Spielen echtes Programmieren.',
    longDescription: [
      'Viele Kinder kennen Minecraft vom Spielen. In diesem Ferienkurs schauen sie hinter die Kulissen: Sie programmieren eigene Blöcke, Werkzeuge und kleine Kreaturen und bringen sie mit einem Mod ins Spiel.',
      'Dabei lernen sie Grundlagen, die in jeder Programmiersprache gelten: Variablen, Bedingungen, Schleifen und Ereignisse. Am letzten Kurstag stellt jedes Kind seinen eigenen Mod in der Gruppe vor.',
      'Vorkenntnisse sind nicht nötig. Ihr Kind braucht einen Computer mit Maus und eine eigene Minecraft-Java-Lizenz; alles Weitere richten wir am ersten Tag gemeinsam ein.',
    ],
    imgSrc: '/images/holiday/minecraft-mods.svg',
    imgAlt: 'Illustration: eine Welt aus bunten Würfeln mit einer Spitzhacke',
    about: {
      targetGroup: 'Kinder und Jugendliche, die Minecraft lieben und selbst etwas erschaffen möchten',
      recommendedAgeMin: 10,
      recommendedAgeMax: 16,
    },
    courseContents: [
      'Eigene Blöcke und Werkzeuge mit Texturen gestalten',
      'Ereignisse: was passiert, wenn ein Block abgebaut wird',
      'Variablen, Bedingungen und Schleifen im Spiel erleben',
      'Den eigenen Mod testen, verbessern und präsentieren',
    ],
    courseInfo: {
      ...holidayCourseInfo,
      zertificate: 'Teilnahmezertifikat',
    },
    courseTime: HOLIDAY_COURSE_TIME,
    price: HOLIDAY_COURSE_PRICE,
    dates: [
      { start: '2025-10-20', end: '2025-10-24' },
      // Osterferien 2027: Monday to Thursday, Karfreitag (26.03.) is a public holiday.
      { start: '2027-03-22', end: '2027-03-25' },
      { start: '2027-07-12', end: '2027-07-16' },
    ],
    instructor: { name: 'Jonas', image: '/images/team/jonas.svg' },
  },
  {
    id: 2,
    slug: 'roblox-studio',
    title: 'Roblox Studio: ein eigenes Spiel bauen',
    shortTitle: 'Roblox Studio',
    courseId: 'ferien-roblox',
    shortDescription:
      'Einen eigenen Parcours mit Fallen, Checkpoints und Punktestand bauen und mit Freunden spielen.',
    longDescription: [
      'In Roblox Studio entsteht in einer Woche ein eigenes Spiel: ein Parcours mit beweglichen Plattformen, Fallen, Checkpoints und einem Punktestand.',
      'Die Kinder lernen dabei die Programmiersprache Lua kennen und verstehen, wie Spielmechaniken funktionieren. Wir sprechen auch darüber, wie man online sicher spielt und mit anderen fair umgeht.',
      'Vorkenntnisse sind nicht nötig. Ihr Kind braucht einen Computer mit Maus und ein kostenloses Roblox-Konto, das Sie als Eltern gemeinsam mit ihm anlegen.',
    ],
    imgSrc: '/images/holiday/roblox-studio.svg',
    imgAlt: 'Illustration: eine eckige Spielfigur springt über bunte Plattformen',
    about: {
      targetGroup: 'Kinder und Jugendliche, die Spiele nicht nur spielen, sondern bauen wollen',
      recommendedAgeMin: 10,
      recommendedAgeMax: 16,
    },
    courseContents: [
      'Eine Spielwelt in Roblox Studio gestalten',
      'Erste Skripte in Lua: Plattformen bewegen, Fallen auslösen',
      'Checkpoints, Leben und Punktestand programmieren',
      'Sicher und fair online spielen',
    ],
    courseInfo: {
      ...holidayCourseInfo,
      zertificate: 'Teilnahmezertifikat',
    },
    courseTime: HOLIDAY_COURSE_TIME,
    price: HOLIDAY_COURSE_PRICE,
    dates: [
      { start: '2025-10-27', end: '2025-10-31' },
      // Osterferien 2027: Tuesday to Friday, Ostermontag (29.03.) is a public holiday.
      { start: '2027-03-30', end: '2027-04-02' },
      { start: '2027-07-19', end: '2027-07-23' },
    ],
    instructor: { name: 'Mira', image: '/images/team/mira.svg' },
  },
  {
    id: 3,
    slug: 'internet-fuehrerschein',
    title: 'Internet-Führerschein',
    shortTitle: 'Internet-Führerschein',
    courseId: 'ferien-internet',
    shortDescription:
      'Sicher unterwegs im Netz: gute Passwörter wählen, Fake News erkennen, freundlich chatten – mit Führerschein zum Schluss.',
    longDescription: [
      'Kinder sind früh online, oft früher, als es vielen Eltern lieb ist. Beim Internet-Führerschein lernen sie spielerisch, sich dort sicher zu bewegen: Wie sieht ein gutes Passwort aus? Was teile ich, was nicht? Woran erkenne ich Werbung und Falschmeldungen?',
      'Jeder Tag steht unter einem Thema und bietet kleine Rätsel, Rollenspiele und ein erstes eigenes Mini-Programm. Am Ende legen die Kinder eine kindgerechte Prüfung ab und erhalten ihren Internet-Führerschein.',
      'Vorkenntnisse sind nicht nötig. Am letzten Tag bekommen Sie als Eltern eine kurze Zusammenfassung mit Tipps für zu Hause.',
    ],
    imgSrc: '/images/holiday/internet-fuehrerschein.svg',
    imgAlt: 'Illustration: ein Führerschein mit Schutzschild vor einem Browserfenster',
    about: {
      targetGroup: 'Kinder, die gerade die ersten Schritte im Internet machen',
      recommendedAgeMin: 6,
      recommendedAgeMax: 12,
    },
    courseContents: [
      'Sichere Passwörter und private Daten',
      'Werbung, Fake News und Kettenbriefe erkennen',
      'Freundlich chatten und bei Problemen Hilfe holen',
      'Prüfung und Internet-Führerschein zum Mitnehmen',
    ],
    courseInfo: {
      ...holidayCourseInfo,
      zertificate: 'Internet-Führerschein und Teilnahmezertifikat',
    },
    courseTime: HOLIDAY_COURSE_TIME,
    price: HOLIDAY_COURSE_PRICE,
    dates: [
      { start: '2025-10-13', end: '2025-10-17' },
      // Osterferien 2027: Tuesday to Friday, Ostermontag (29.03.) is a public holiday.
      { start: '2027-03-30', end: '2027-04-02' },
      { start: '2027-07-05', end: '2027-07-09' },
    ],
    instructor: { name: 'Lena', image: '/images/team/lena.svg' },
  },
];

export const holidayCourses: HolidayCourse[] = courses.map((course) => ({ ...course, dropdownLabel: dropdownLabelOf(course) }));

export function holidayCourseBySlug(slug: string): HolidayCourse | undefined {
  return holidayCourses.find((c) => c.slug === slug);
}

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const holidayCoursesUpdatedAt = '2026-11-24';

/** Words of the holiday-course popup and of the notice shown once every date of an offer is past. */
export const holidayCourseCopy = {
  request: 'Jetzt anfragen',
  newDatesHeading: 'Neue Termine folgen',
  newDatesText: (courseTitle: string) =>
    `Die bisherigen Termine für „${courseTitle}“ sind vorbei. Schicken Sie uns trotzdem Ihre Anfrage: Wir merken Sie vor und melden uns, sobald die nächsten Termine feststehen.`,
};
