import { GROUP_SIZE, LESSON_DAYS, LESSON_TIMES_TEXT } from './lessons';
import type { JobPosition } from './schema';
import { TRIAL_WHEN } from './trial';

/**
 * THE SEED ONLY (DECISIONS.md, seventh round): a new database is seeded from these positions once; from then on the
 * team opens, closes and words them in /intern/angebot/stellen (lib/offer/), and a change here reaches no running site.
 * Only positions marked `open` are listed on /jobs.
 */
export const jobPositions: JobPosition[] = [
  {
    id: 'lehrkraft-programmieren',
    open: false,
    positionTitle: 'Lehrkraft für Programmieren (m/w/d) – Honorarbasis, online',
    type: 'Freie Mitarbeit, 4–10 Stunden pro Woche, ortsunabhängig',
    tasks: [
      `Live-Unterricht für feste Online-Gruppen mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern und Jugendlichen, ${LESSON_DAYS.adverb} ${LESSON_TIMES_TEXT}`,
      'Vorbereitung der Stunden auf Grundlage unserer ausgearbeiteten Kurskonzepte, etwa mit Scratch, HTML und CSS oder Python',
      'Individuelle Unterstützung der Kinder bei Fragen und eigenen Projekten',
      'Kurze Rückmeldungen an die Eltern zum Lernfortschritt',
      `Durchführung der kostenlosen Probestunden, ${TRIAL_WHEN}`,
    ],
    profile: [
      'Studium oder Ausbildung in Informatik, Medieninformatik oder einem Lehramt mit Informatik; Studierende sind ebenfalls willkommen',
      'Sichere Kenntnisse in mindestens einem unserer Kursthemen: Scratch, Webdesign, Spieldesign, App-Entwicklung oder Python',
      'Erfahrung mit Kindern oder Jugendlichen, zum Beispiel aus Nachhilfe, Jugendarbeit oder Schule',
      'Geduld, Humor und die Fähigkeit, Dinge einfach zu erklären',
      'Sehr gute Deutschkenntnisse und die Bereitschaft, ein erweitertes Führungszeugnis vorzulegen',
    ],
    offer: [
      'Faire Vergütung auf Honorarbasis pro Unterrichtseinheit',
      'Frei wählbare Unterrichtstage und ortsunabhängiges Arbeiten',
      'Ausgearbeitete Kurskonzepte und Materialien für alle sieben Kurse',
      'Gründliche Einarbeitung und regelmäßiger Austausch im Lehrkräfteteam',
    ],
  },
  {
    id: 'werkstudent-kursorganisation',
    open: false,
    positionTitle: 'Werkstudent (m/w/d) für Kursorganisation und Elternkommunikation',
    type: 'Werkstudententätigkeit, 15–20 Stunden pro Woche, im Büro in Berlin-Kreuzberg oder im Homeoffice',
    tasks: [
      'Beantwortung von Elternanfragen per E-Mail und Telefon',
      'Einteilung der Kursgruppen und Planung der Termine, einschließlich der Probestunden',
      'Begleitung neuer Familien von der Probestunde bis zum ersten Kurstag',
      'Pflege der Kursdaten und Teilnehmerlisten',
      'Mitarbeit bei der Organisation unserer Ferienkurse',
    ],
    profile: [
      'Eingeschriebenes Studium, gern in Pädagogik, Wirtschaft, Kommunikation oder Informatik',
      'Freundliche und klare Ausdrucksweise auf Deutsch, am Telefon wie in E-Mails',
      'Sorgfältige, selbstständige Arbeitsweise',
      'Sicherer Umgang mit E-Mail, Tabellenkalkulation und Videokonferenzen',
    ],
    offer: [
      'Faire Bezahlung und Arbeitszeiten, die sich nach dem Vorlesungsplan richten',
      'Ein kleines, herzliches Team mit kurzen Wegen',
      'Echte Verantwortung und Einblick in ein wachsendes Bildungsunternehmen',
      'Die Möglichkeit, im Unterricht zu hospitieren und selbst programmieren zu lernen',
    ],
  },
];

/** Positions to list on /jobs; with none open the page shows its empty-state message. */
/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const jobsUpdatedAt = '2026-11-22';
