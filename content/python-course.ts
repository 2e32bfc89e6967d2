import type { HolidayCourse } from './schema';

/** The two-week Python basics preparation course on /python; also open to adults preparing for IT training. */
export const pythonCourse: HolidayCourse = {
  id: 100,
  slug: 'python-grundlagen',
  title: 'Python-Grundlagen: Vorbereitungskurs',
  dropdownLabel: 'Python-Grundlagen (ab 12 Jahren)',
  courseId: 'python_basic',
  shortDescription:
    'In zwei Wochen die Grundlagen von Python: kompakt, live online und mit vielen kleinen Programmen zum Mitnehmen.',
  longDescription: [
    'Python ist die Sprache, mit der heute in Schule, Studium und Beruf am häufigsten programmiert wird. In diesem Vorbereitungskurs lernen Jugendliche und Erwachsene in zwei Wochen die wichtigsten Grundlagen: von der ersten Ausgabe bis zu kleinen Programmen mit Listen und Funktionen.',
    'Der Kurs eignet sich für alle, die sich auf unseren Level-3-Kurs CS Python, das Fach Informatik in der Oberstufe oder eine IT-Ausbildung vorbereiten möchten. Jede Sitzung verbindet kurze Erklärungen mit Übungen, die direkt im Browser laufen.',
    'Vorkenntnisse sind nicht nötig. Sie brauchen einen Computer mit aktuellem Browser; eine Installation ist nicht erforderlich.',
  ],
  imgSrc: '/images/holiday/python-grundlagen.svg',
  imgAlt: 'Illustration: ein Laptop mit Programmcode und einer kleinen Rakete',
  about: {
    targetGroup: 'Jugendliche ab 12 Jahren und Erwachsene vor einer IT-Ausbildung',
    recommendedAgeMin: 12,
    recommendedAgeMax: 18,
  },
  courseContents: [
    'Variablen, Datentypen und Ein- und Ausgabe',
    'Bedingungen und Schleifen',
    'Listen, Wörterbücher und Funktionen',
    'Ein kleines Abschlussprojekt: ein Quiz-Programm',
  ],
  courseInfo: {
    duration: '90 Minuten pro Tag',
    frequency: 'Montag bis Freitag',
    durationInWeeks: 2,
    type: 'Online',
    language: 'Deutsch',
    zertificate: 'Teilnahmezertifikat',
  },
  courseTime: '18:00–19:30',
  price: 350,
  dates: [{ start: '2025-08-18', end: '2025-08-29' }],
  instructor: { name: 'Jonas', image: '/images/team/jonas.svg' },
};

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const pythonCourseUpdatedAt = '2026-11-22';

/** Copy of the /python landing page. */
export const pythonPageContent = {
  eyebrow: 'Vorbereitungskurs Python',
  title: 'Python-Grundlagen in zwei Wochen',
  /** The hero button while a date lies ahead, and once every date is past. */
  requestOpen: 'Platz anfragen',
  requestPast: 'Über neue Termine informieren',
  formHeading: 'Platz im Python-Kurs anfragen',
  formIntro: 'Schreiben Sie uns, wir melden uns mit den nächsten Terminen und freien Plätzen.',
} as const;
