import { formatEuro } from './format';

const PRIZE_VALUE_EURO = 399;

/**
 * THE SEED ONLY (DECISIONS.md, seventh round): a new database is seeded with this promotion once; from then on the team
 * edits it, or ends it, in /intern/angebot/aktion (lib/offer/), and a change here reaches no running site.
 *
 * The 2025 prize draw (spec §2 /promo, §5, §9). Its deadline is an instant in Berlin time.
 */
export const promo = {
  prize: 'iPad',
  prizeValueEuro: PRIZE_VALUE_EURO,
  winners: 1,
  eligibleChildren: 25,
  enrolmentYear: 2025,
  minAge: 6,
  maxAge: 18,
  /** 28.02.2025 23:59 Europe/Berlin (CET, UTC+1). */
  deadline: '2025-02-28T23:59:00+01:00',
  deadlineLabel: '28.02.2025, 23:59 Uhr',
  conditions: [
    'Teilnehmen können die ersten 25 Kinder, die 2025 in einem unserer Jahreskurse angemeldet werden.',
    'Die Kinder sind zwischen 6 und 18 Jahre alt.',
    'Die Anmeldung erfolgt durch einen Elternteil oder eine andere sorgeberechtigte Person.',
    'Anmeldeschluss ist der 28.02.2025 um 23:59 Uhr.',
  ],
  legal: [
    `Unter allen teilnahmeberechtigten Anmeldungen wird ein iPad im Wert von ${formatEuro(PRIZE_VALUE_EURO)} verlost. Eine Barauszahlung ist nicht möglich.`,
    'Die Gewinnerin oder der Gewinner wird per E-Mail an die bei der Anmeldung angegebene Adresse benachrichtigt.',
    'Mitarbeitende der CodingStars GmbH und ihre Angehörigen sind von der Teilnahme ausgeschlossen.',
    'Die Teilnahme ist unabhängig von der Wahl des Pakets. Apple ist nicht Veranstalter und steht in keiner Verbindung zu dieser Aktion.',
    'Die Daten der Teilnehmenden werden nur zur Durchführung der Verlosung verwendet und danach gelöscht, siehe [Datenschutzerklärung](/datenschutz).',
  ],
} as const;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const promoUpdatedAt = '2026-11-22';
