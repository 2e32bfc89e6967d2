/**
 * What each row of the one queue is, in words, by its template id: the team's outbox (/intern/postausgang), a
 * booking's mails and `npm run outbox` name a row alike. tests/lib/outbox/mail-kinds.test.ts checks that every template
 * the code queues (lib/trial/seats.ts, lib/trial/marks.ts, lib/membership/store.ts, lib/email/config.ts, the team's
 * sign-in) has its words here. No imports: scripts/outbox.ts reads this file under plain Node.
 */
export const mailKindWords = {
  templates: {
    enquiry_default: 'Anfrage',
    enquiry_trial: 'Anmeldung zur Probestunde',
    booking: 'Buchung ans Team',
    trial_confirmation: 'Bestätigung der Probestunde',
    trial_reminder: 'Erinnerung an die Probestunde',
    trial_cancellation: 'Absage einer Probestunde',
    trial_moved: 'Verlegung einer Probestunde',
    trial_waitlist_joined: 'Bestätigung der Warteliste',
    trial_waitlist_offer: 'Platzangebot der Warteliste',
    trial_waitlist_offer_expiry: 'Ende eines Platzangebots (Aufgabe, keine E-Mail)',
    trial_waitlist_claimed: 'Platz von der Warteliste vergeben',
    trial_team_list: 'Liste des Tages ans Team',
    trial_called_off: 'Ausfall der Probestunde',
    trial_waitlist_called_off: 'Ausfall der Probestunde (Warteliste)',
    trial_recommendation: 'Empfehlung nach der Probestunde',
    trial_missed: 'Angebot eines neuen Termins',
    membership_receipt: 'Eingangsbestätigung der Buchung',
    membership_contract: 'Vertragsbestätigung',
    membership_declaration_receipt: 'Widerruf/Kündigung: Eingangsbestätigung',
    membership_declaration_notice: 'Widerruf/Kündigung: Hinweis an die Adresse der Buchung',
    membership_declaration_staff: 'Widerruf/Kündigung ans Team',
    staff_sign_in: 'Anmeldelink fürs Team',
    billing_run: 'Rechnungslauf (Aufgabe, keine E-Mail)',
    billing_invoice: 'Rechnung (mit Ankündigung der Lastschrift)',
    billing_cancellation: 'Stornorechnung',
  },
  /** The two reminders of a trial seat (params.kind). */
  reminders: { 'day-before': 'Erinnerung am Vortag', 'same-day': 'Erinnerung am Tag' },
  /** A form's enquiry by its request type: 'Anfrage /contact', 'Anfrage Ferienkurs'. */
  enquiry: (requestType: string) => `Anfrage ${requestType}`,
  /** The staff mail of a booking that has its number, and a booking before numbers (request type 'Buchung'). */
  booking: (number: string) => `Buchung ${number}`,
  bookingWithoutNumber: 'Buchung',
  /** A trial signup for a full date: the staff mail of a family that went on the waitlist. */
  waitlistEnquiry: 'Anmeldung zur Warteliste',
  unknown: (templateId: string) => `Unbekannte Art (${templateId})`,
} as const;
