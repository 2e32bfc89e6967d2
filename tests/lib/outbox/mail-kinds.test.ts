/**
 * @jest-environment node
 */
import { mailKindWords } from '@/content/mail-kinds';
import { SIGN_IN_TEMPLATE } from '@/lib/auth/sign-in-template';
import { EMBEDDED } from '@/lib/email/config';
import { BILLING_TEMPLATES } from '@/lib/billing/store';
import { MEMBERSHIP_TEMPLATES } from '@/lib/membership/store';
import { mailKindOf, recipientOf } from '@/lib/outbox/mail-kinds';
import { CANCELLATION_TEMPLATE } from '@/lib/outbox/mail';
import { FOLLOW_UP_TEMPLATES, TRIAL_TEMPLATES } from '@/lib/trial/rows';

describe('what a queue row is, in words', () => {
  it('has words for every template the code queues, and none for a template it no longer queues', () => {
    const queued = new Set<string>([
      ...Object.values(TRIAL_TEMPLATES),
      ...Object.values(FOLLOW_UP_TEMPLATES),
      ...Object.values(MEMBERSHIP_TEMPLATES),
      ...Object.values(BILLING_TEMPLATES),
      ...Object.values(EMBEDDED.templates),
      SIGN_IN_TEMPLATE,
      CANCELLATION_TEMPLATE,
    ]);
    expect(Object.keys(mailKindWords.templates).sort()).toEqual([...queued].sort());
  });

  it.each([
    ['trial_confirmation', { email: 'anna@beispiel.de' }, 'Bestätigung der Probestunde', 'family', 'anna@beispiel.de'],
    ['trial_reminder', { email: 'anna@beispiel.de', kind: 'day-before' }, 'Erinnerung am Vortag', 'family', 'anna@beispiel.de'],
    ['trial_reminder', { email: 'anna@beispiel.de', kind: 'same-day' }, 'Erinnerung am Tag', 'family', 'anna@beispiel.de'],
    ['trial_reminder', { email: 'anna@beispiel.de' }, 'Erinnerung an die Probestunde', 'family', 'anna@beispiel.de'],
    ['trial_team_list', { trial_date: '2027-01-13' }, 'Liste des Tages ans Team', 'team', undefined],
    ['trial_waitlist_offer', { email: 'tom@beispiel.de' }, 'Platzangebot der Warteliste', 'family', 'tom@beispiel.de'],
    ['trial_waitlist_offer_expiry', { waitlist_id: 'w1' }, 'Ende eines Platzangebots (Aufgabe, keine E-Mail)', 'nobody', undefined],
    ['trial_recommendation', { email: 'anna@beispiel.de' }, 'Empfehlung nach der Probestunde', 'family', 'anna@beispiel.de'],
    ['trial_missed', { email: 'anna@beispiel.de' }, 'Angebot eines neuen Termins', 'family', 'anna@beispiel.de'],
    ['trial_called_off', { email: 'anna@beispiel.de', reason: 'Lehrkraft erkrankt' }, 'Ausfall der Probestunde', 'family', 'anna@beispiel.de'],
    ['trial_waitlist_called_off', { email: 'tom@beispiel.de' }, 'Ausfall der Probestunde (Warteliste)', 'family', 'tom@beispiel.de'],
    // A team mail carries the family's address in its fields: the mail goes to the team, not there.
    ['trial_cancellation', { email: 'anna@beispiel.de' }, 'Absage einer Probestunde', 'team', undefined],
    ['enquiry_default', { request_type: '/contact', email: 'anna@beispiel.de' }, 'Anfrage /contact', 'team', undefined],
    ['enquiry_default', { request_type: 'Ferienkurs' }, 'Anfrage Ferienkurs', 'team', undefined],
    ['enquiry_default', {}, 'Anfrage', 'team', undefined],
    ['enquiry_default', { request_type: 'Buchung' }, 'Buchung', 'team', undefined],
    ['enquiry_trial', { request_type: '/signup schnupper-funnel' }, 'Anmeldung zur Probestunde', 'team', undefined],
    ['enquiry_trial', { request_type: '/signup schnupper-funnel', trial_waitlist: '2' }, 'Anmeldung zur Warteliste', 'team', undefined],
    ['booking', { request_type: 'Buchung', booking_number: 'CS-7KQ4M2XD', email: 'anna@beispiel.de' }, 'Buchung CS-7KQ4M2XD', 'team', undefined],
    ['booking', {}, 'Buchung ans Team', 'team', undefined],
    ['membership_receipt', { booking_id: 'b1', email: 'anna@beispiel.de' }, 'Eingangsbestätigung der Buchung', 'family', 'anna@beispiel.de'],
    ['membership_contract', { booking_id: 'b1', email: 'anna@beispiel.de' }, 'Vertragsbestätigung', 'family', 'anna@beispiel.de'],
    ['membership_declaration_receipt', { declaration_id: 'd1', email: 'papa@beispiel.de' }, 'Widerruf/Kündigung: Eingangsbestätigung', 'family', 'papa@beispiel.de'],
    ['membership_declaration_staff', { declaration_id: 'd1', email: 'papa@beispiel.de' }, 'Widerruf/Kündigung ans Team', 'team', undefined],
    // The sign-in link stays sealed in its row; only the member's address is shown.
    ['staff_sign_in', { email: 'lena@codingstars.de', link: 'sealed' }, 'Anmeldelink fürs Team', 'member', 'lena@codingstars.de'],
    ['something_new', { email: 'anna@beispiel.de' }, 'Unbekannte Art (something_new)', 'team', undefined],
  ] as const)('%s %j is "%s", to %s', (templateId, params, label, audience, to) => {
    const kind = mailKindOf(templateId, params);
    expect([kind.label, kind.audience, recipientOf(kind, params)]).toEqual([label, audience, to]);
  });

  it('names the booking of a team mail by its number, and marks the rows that hold a form\'s fields', () => {
    expect(mailKindOf('booking', { booking_number: 'CS-7KQ4M2XD' })).toEqual({ label: 'Buchung CS-7KQ4M2XD', audience: 'team', enquiry: true, bookingNumber: 'CS-7KQ4M2XD' });
    expect(mailKindOf('enquiry_trial', {}).enquiry).toBe(true);
    expect(mailKindOf('trial_confirmation', {}).enquiry).toBe(false);
    expect(mailKindOf('membership_receipt', { booking_number: 'CS-7KQ4M2XD' }).label).toBe('Eingangsbestätigung der Buchung');
  });
});
