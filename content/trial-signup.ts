import { TRIAL_SCHOOL_DAYS_ONLY, TRIAL_TIME, TRIAL_WHEN_CAPITALIZED } from './trial';

/** Words of the date choice in the trial signup form (components/forms/trial-date-choice.tsx) and its outcomes. */
export const trialSignupCopy = {
  legend: 'Termin für die Probestunde',
  hint: `${TRIAL_WHEN_CAPITALIZED}, ${TRIAL_SCHOOL_DAYS_ONLY}.`,
  time: `${TRIAL_TIME}\u00a0Uhr`,
  loading: 'Freie Plätze werden geladen …',
  seatsLeft: (n: number) => (n === 1 ? 'noch 1 Platz frei' : `noch ${n} Plätze frei`),
  full: 'ausgebucht',
  none: 'Zurzeit können wir keinen Termin anbieten. Bitte rufen Sie uns an oder schreiben Sie uns.',
  required: 'Bitte wählen Sie einen Termin.',
  booked: (date: string) => `Ihr Platz am ${date} ist reserviert.`,
  confirmationSent: 'Die Bestätigung mit Kalendereintrag und einem Link zum Absagen ist unterwegs in Ihr Postfach.',
  confirmationByTeam: 'Unser Team bestätigt Ihnen die Anmeldung in den nächsten Tagen per E-Mail.',
  fullNow: (next: string | undefined) =>
    next
      ? `Der gewählte Termin ist gerade ausgebucht. Wir haben den nächsten mit freien Plätzen ausgewählt (${next}): Bitte senden Sie die Anmeldung noch einmal ab.`
      : 'Der gewählte Termin ist gerade ausgebucht, und die nächsten Termine auch. Bitte rufen Sie uns an, wir finden einen Platz.',
  limit: 'Für diesen Termin haben Sie schon zwei Plätze reserviert. Für weitere Kinder rufen Sie uns bitte an.',
} as const;
