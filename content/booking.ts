import { LESSON_DAYS, LESSON_MINUTES, LESSON_START_TIMES, LESSON_TIMES_TEXT } from './lessons';
import { DECLARATION_PATHS, declarationLinks } from './declaration-links';

/** Choices and copy of the booking wizard (/booking); the step names live in content/booking-intro.ts. */

export const salutationOptions = [
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
  { value: 'none', label: 'Keine Angabe' },
] as const;

export const countryOptions = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Liechtenstein',
  'Luxemburg',
  'Belgien',
  'Italien',
] as const;

export const paymentOptions = [
  {
    value: 'sepa',
    label: 'SEPA-Lastschrift',
    hint: 'Wir buchen den Betrag zu Beginn jeder Laufzeit von Ihrem Konto ab und kündigen jede Lastschrift fünf Tage vorher an.',
  },
  {
    value: 'bank',
    label: 'Überweisung',
    hint: 'Sie erhalten zu Beginn jeder Laufzeit eine Rechnung mit unserer Bankverbindung, zahlbar innerhalb von 14 Tagen.',
  },
  {
    value: 'card',
    label: 'Kreditkarte',
    hint: 'Sie erhalten nach der Buchung per E-Mail einen sicheren Zahlungslink. Ihre Kartendaten geben Sie nur dort ein, nie auf dieser Seite.',
  },
] as const;

export const experienceOptions = [
  { value: 'none', label: 'Keine Vorkenntnisse' },
  { value: 'basic', label: 'Erste Grundlagen, zum Beispiel mit Scratch' },
  { value: 'intermediate', label: 'Fortgeschritten, mit ersten eigenen Projekten' },
] as const;

/** The weekdays of the weekly lessons (content/lessons.ts). */
export const slotDays = [
  { id: 'mo', label: 'Montag' },
  { id: 'di', label: 'Dienstag' },
  { id: 'mi', label: 'Mittwoch' },
  { id: 'do', label: 'Donnerstag' },
  { id: 'fr', label: 'Freitag' },
] as const;

export const slotTimes = LESSON_START_TIMES.map((time) => ({ id: time.replace(':', ''), time }));

export const bookingCopy = {
  slotsHint: `Der Unterricht findet ${LESSON_DAYS.adverb} statt, jeweils ${LESSON_TIMES_TEXT}, ${LESSON_MINUTES} Minuten lang.`,
  selectionTitle: 'Ihre Auswahl',
  selectionIntro:
    'Paket, Kurs und Wunschtermine können Sie hier jederzeit ändern. Wählen Sie ruhig mehrere Termine; wir teilen Ihr Kind in eine passende Gruppe ein.',
  noCourseYet: 'Noch unsicher? Unser [Kursberater-Quiz](/quizcarousel) hilft bei der Wahl.',
  sepaTitle: 'Kontodaten für die Lastschrift',
  /** Step 3 of the wizard when the build had no SEPA_CREDITOR_ID (content/booking-intro.ts has the full one). */
  paymentStepWithoutSepa: 'Überweisung oder Kreditkarte.',
  finalButton: 'Jetzt zahlungspflichtig buchen',
  sending: 'Buchung wird gesendet …',
  termsNote: 'Die Buchung ist erst mit dem Klick auf „Jetzt zahlungspflichtig buchen“ verbindlich.',
  /** How to withdraw and cancel online, on the last step (§ 356a, § 312k BGB): the text around the two links. */
  rights: {
    before: 'Sie können den Vertrag innerhalb von 14 Tagen nach Vertragsschluss über',
    between: 'widerrufen und ihn jederzeit über',
    after: 'kündigen, ohne Anmeldung. Beide Links stehen auch unten auf jeder Seite und in unseren E-Mails.',
    links: [
      { label: declarationLinks.withdrawal, href: DECLARATION_PATHS.withdrawal },
      { label: declarationLinks.cancellation, href: DECLARATION_PATHS.cancellation },
    ],
  },
  confirmationTitle: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!',
  confirmationIntro: 'Wir haben Ihre Buchung erhalten. Hier sehen Sie noch einmal alles, was Sie angegeben haben.',
  numberLabel: 'Ihre Buchungsnummer',
  numberHint: 'Bitte nennen Sie sie, wenn Sie uns schreiben oder anrufen.',
  nextStepsTitle: 'So geht es weiter',
  /** With the site's own mail relay the receipt is on its way; without it the team confirms by hand. */
  nextSteps: (receiptByMail: boolean, email: string) => [
    receiptByMail
      ? `In wenigen Minuten erhalten Sie an ${email} die Eingangsbestätigung mit Ihrer Buchung, unseren AGB und der Widerrufsbelehrung (auch als PDF).`
      : `Innerhalb von zwei Werktagen bestätigt Ihnen unser Team den Eingang per E-Mail an ${email}, mit unseren AGB und der Widerrufsbelehrung.`,
    'Wir teilen Ihr Kind einer Gruppe zu einem Ihrer Wunschtermine zu und bestätigen Ihnen dann den Vertrag mit dem ersten Unterrichtstag und den Zahlungsdetails, in der Regel innerhalb von zwei Werktagen.',
    'Vor der ersten Stunde bekommen Sie den Zugangslink zum Online-Klassenzimmer und eine kurze Anleitung für die Technik.',
  ],
  questions: 'Fragen zur Buchung? Wir sind für Sie da:',
} as const;
