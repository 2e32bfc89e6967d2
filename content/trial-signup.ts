import { TRIAL_SCHOOL_DAYS_ONLY, TRIAL_TIME, TRIAL_WHEN_CAPITALIZED, trialFollowUp } from './trial';

/** Words of the date choice in the trial signup form (components/forms/trial-date-choice.tsx) and its outcomes. */
export const trialSignupCopy = {
  legend: 'Termin für die Probestunde',
  hint: `${TRIAL_WHEN_CAPITALIZED}, ${TRIAL_SCHOOL_DAYS_ONLY}.`,
  time: `${TRIAL_TIME}\u00a0Uhr`,
  seatsLeft: (n: number) => (n === 1 ? 'noch 1 Platz frei' : `noch ${n} Plätze frei`),
  full: 'ausgebucht',
  none: 'Zurzeit können wir keinen Termin anbieten. Bitte rufen Sie uns an oder schreiben Sie uns.',
  required: 'Bitte wählen Sie einen Termin.',
  booked: (date: string) => `Ihr Platz am ${date} ist reserviert.`,
  confirmationSent: 'Die Bestätigung mit Kalendereintrag und den Links zum Verschieben oder Absagen ist unterwegs in Ihr Postfach. Am Vortag erinnern wir Sie per E-Mail.',
  confirmationByTeam: 'Unser Team bestätigt Ihnen die Anmeldung in den nächsten Tagen per E-Mail.',
  fullNow: (next: string | undefined) =>
    next
      ? `Der gewählte Termin ist gerade ausgebucht. Wir haben den nächsten mit freien Plätzen ausgewählt (${next}): Bitte senden Sie die Anmeldung noch einmal ab. Oder wählen Sie wieder den vollen Termin, dann kommt Ihr Kind auf seine Warteliste.`
      : 'Der gewählte Termin ist gerade ausgebucht, und die nächsten Termine auch. Bitte rufen Sie uns an, wir finden einen Platz.',
  dateGone: 'Dieser Termin wird nicht mehr angeboten. Bitte wählen Sie einen der Termine oben.',
  limit: 'Für diesen Termin haben Sie schon zwei Plätze reserviert. Für weitere Kinder rufen Sie uns bitte an.',
  /** Under a full date whose waitlist is open. */
  waitlistOption: (waiting: number) => (waiting === 0 ? 'Warteliste: noch niemand vor Ihnen' : waiting === 1 ? 'Warteliste: 1 Familie wartet' : `Warteliste: ${waiting} Familien warten`),
  waitlistSubmit: 'Auf die Warteliste setzen',
  waitlistNote: (date: string, relay: boolean) =>
    relay
      ? `${date} ist ausgebucht. Wir setzen Ihr Kind auf die Warteliste: Wird ein Platz frei, bekommen Sie sofort eine E-Mail und können ihn ${trialFollowUp.waitlistHoldHours}\u00a0Stunden lang übernehmen (am Tag der Stunde bis ${trialFollowUp.waitlistLastOffer}\u00a0Uhr).`
      : `${date} ist ausgebucht. Wir setzen Ihr Kind auf die Warteliste; wird ein Platz frei, meldet sich unser Team bei Ihnen.`,
  waitlisted: (date: string, position: number) => `Ihr Kind steht auf Platz ${position} der Warteliste für ${date}.`,
  waitlistMailSent: `Wird ein Platz frei, bekommen Sie sofort eine E-Mail und können ihn ${trialFollowUp.waitlistHoldHours}\u00a0Stunden lang übernehmen. Eine Bestätigung mit dem Link zum Austragen ist unterwegs in Ihr Postfach.`,
  waitlistByTeam: 'Wird ein Platz frei, meldet sich unser Team bei Ihnen.',
  waitlistClosed: 'Für diesen Termin nehmen wir niemanden mehr auf die Warteliste, weil er bald beginnt. Bitte wählen Sie einen anderen Termin.',
} as const;
