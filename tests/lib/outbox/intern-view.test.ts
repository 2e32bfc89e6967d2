/**
 * @jest-environment node
 */
import {
  berlinShort,
  noticeText,
  outboxHref,
  outboxQuery,
  outboxRowView,
  outboxView,
  refusedSince,
  retryAnswer,
  retryItem,
  retryProblem,
  retryRedirect,
  type OutboxQuery,
} from '@/lib/outbox/intern-view';
import type { OutboxOverviewRow } from '@/lib/outbox/store';

const row = (fields: Partial<OutboxOverviewRow>): OutboxOverviewRow => ({
  id: 'r1',
  receivedAt: '2027-01-12T09:30:00.000Z',
  templateId: 'trial_confirmation',
  params: { email: 'anna@beispiel.de', trial_date: '2027-01-13', signup_id: 's1' },
  state: 'pending',
  attempts: 0,
  display: 'waiting',
  ...fields,
});

describe('the view in the address', () => {
  it.each([
    [{}, { filter: 'all', page: 1 }],
    [{ stand: 'fehlgeschlagen' }, { filter: 'failed', page: 1 }],
    [{ stand: 'fehlgeschlagen', seite: '2' }, { filter: 'failed', page: 2 }],
    [{ stand: 'entfaellt', seite: '1' }, { filter: 'skipped', page: 1 }],
    [{ stand: 'alle', seite: '3' }, { filter: 'all', page: 3 }],
    [{ stand: ['abgelaufen', 'zugestellt'] }, { filter: 'expired', page: 1 }],
    // Anything else is the first page of all rows.
    [{ stand: 'failed', seite: '-1' }, { filter: 'all', page: 1 }],
    [{ seite: '2.5' }, { filter: 'all', page: 1 }],
    [{ seite: '1e400' }, { filter: 'all', page: 1 }],
  ] as const)('%j reads as %j', (search, query) => {
    expect(outboxQuery(search)).toEqual(query);
  });

  it.each([
    [{ filter: 'all', page: 1 }, '/intern/postausgang', {}],
    [{ filter: 'failed', page: 1 }, '/intern/postausgang?stand=fehlgeschlagen', { stand: 'fehlgeschlagen' }],
    [{ filter: 'expired', page: 2 }, '/intern/postausgang?stand=abgelaufen&seite=2', { stand: 'abgelaufen', seite: '2' }],
    [{ filter: 'all', page: 4 }, '/intern/postausgang?seite=4', { seite: '4' }],
  ] as const)('%j is %s', (query, href, view) => {
    expect(outboxHref(query)).toBe(href);
    expect(outboxView(query)).toEqual(view);
    // And back: the address reads as the view it was made from.
    expect(outboxQuery(Object.fromEntries(new URL(href, 'https://x').searchParams))).toEqual(query);
  });
});

describe('a row in words', () => {
  it('says when (Berlin), what, to whom and where it stands: a waiting mail to a family', () => {
    expect(outboxRowView(row({ retryAt: '2027-01-12T09:35:00.000Z', attempts: 2, lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25' }))).toEqual({
      id: 'r1',
      queued: '12.01.2027, 10:30\u00a0Uhr',
      label: 'Bestätigung der Probestunde',
      labelIsBooking: false,
      to: 'anna@beispiel.de',
      address: 'anna@beispiel.de',
      state: 'waiting',
      stateLabel: 'wartet',
      attempts: 2,
      when: 'nächster Versuch 12.01.2027, 10:35\u00a0Uhr',
      problem: { plain: 'Mailserver nicht erreichbar oder zu langsam', server: 'Mailserver: ESOCKET: connect ECONNREFUSED 127.0.0.1:25' },
      refused: [],
      retryable: false,
    });
  });

  it('offers "Erneut versuchen" for a failed mail, with the plain reason, the server\'s words and the refused address', () => {
    const view = outboxRowView(
      row({
        state: 'failed',
        display: 'failed',
        attempts: 1,
        updatedAt: '2027-01-12T09:31:00.000Z',
        lastError: 'EENVELOPE RCPT TO: 550 5.1.1 no such user',
        refused: [{ address: 'anna@beispiel.de', reply: '550 5.1.1 no such user' }],
      }),
    );
    expect(view).toMatchObject({
      stateLabel: 'fehlgeschlagen',
      when: 'aufgegeben am 12.01.2027, 10:31\u00a0Uhr',
      problem: { plain: 'Die Adresse gibt es nicht oder sie nimmt keine E-Mails an: bitte die Familie anrufen', server: 'Mailserver: EENVELOPE RCPT TO: 550 5.1.1 no such user' },
      refused: [{ text: 'abgelehnt: anna@beispiel.de', server: 'Mailserver: 550 5.1.1 no such user' }],
      retryable: true,
    });
    expect(retryItem(view)).toBe('Bestätigung der Probestunde an anna@beispiel.de');
  });

  it('names why a mail of a called-off trial is not sent, in the site\'s words and without a server\'s', () => {
    const view = outboxRowView(row({ templateId: 'trial_reminder', state: 'skipped', display: 'skipped', updatedAt: '2027-01-12T09:31:00.000Z', lastError: 'Probestunde abgesagt' }));
    expect(view).toMatchObject({ stateLabel: 'entfällt', problem: { plain: 'Probestunde abgesagt' }, retryable: false });
    expect(view.problem).not.toHaveProperty('server');
    expect(outboxRowView(row({ templateId: 'trial_called_off', params: { email: 'anna@beispiel.de', trial_date: '2027-01-13' } }))).toMatchObject({ label: 'Ausfall der Probestunde', to: 'anna@beispiel.de' });
  });

  it.each([
    ['an expired reminder: its moment, not sent', { templateId: 'trial_reminder', params: { email: 'anna@beispiel.de', kind: 'same-day' }, state: 'expired', display: 'expired', expiresAt: '2027-01-13T16:00:00.000Z' }, 'Erinnerung am Tag', 'abgelaufen um 13.01.2027, 17:00\u00a0Uhr, nicht gesendet'],
    ['an expired mail from before moments', { state: 'expired', display: 'expired' }, 'Bestätigung der Probestunde', 'abgelaufen, nicht gesendet'],
    ['a planned list for the team', { templateId: 'trial_team_list', params: { trial_date: '2027-01-13' }, dueAt: '2027-01-13T07:00:00.000Z', display: 'planned' }, 'Liste des Tages ans Team', 'geplant für 13.01.2027, 08:00\u00a0Uhr'],
    ['a mail due now', {}, 'Bestätigung der Probestunde', 'wird gleich gesendet'],
    ['a delivered recommendation', { templateId: 'trial_recommendation', state: 'delivered', display: 'delivered', attempts: 1, updatedAt: '2027-01-14T09:00:00.000Z' }, 'Empfehlung nach der Probestunde', 'zugestellt am 14.01.2027, 10:00\u00a0Uhr'],
    ['a stored enquiry (no relay)', { templateId: 'enquiry_default', params: { request_type: '/contact', email: 'anna@beispiel.de' }, state: 'stored', display: 'stored' }, 'Anfrage /contact', 'nicht gesendet: kein eigener Versand'],
    ['a skipped reminder', { templateId: 'trial_reminder', params: { kind: 'day-before' }, state: 'skipped', display: 'skipped' }, 'Erinnerung am Vortag', 'nicht mehr nötig, nicht gesendet'],
  ] as const)('%s', (_name, fields, label, when) => {
    expect(outboxRowView(row(fields as Partial<OutboxOverviewRow>))).toMatchObject({ label, when });
  });

  it('names the team as recipient of a team mail, nobody for a task, and the booking a row is about', () => {
    const staff = outboxRowView(row({ templateId: 'booking', params: { request_type: 'Buchung', booking_number: 'CS-7KQ4M2XD', email: 'anna@beispiel.de', iban: 'DE89 •••• 3000' }, bookingId: 'b1' }));
    expect(staff).toMatchObject({ label: 'Buchung CS-7KQ4M2XD', booking: 'CS-7KQ4M2XD', labelIsBooking: true, to: 'Team' });
    expect(staff).not.toHaveProperty('address');
    const receipt = outboxRowView(row({ templateId: 'membership_receipt', params: { booking_id: 'b1', email: 'anna@beispiel.de' }, bookingId: 'b1' }), 'CS-7KQ4M2XD');
    expect(receipt).toMatchObject({ label: 'Eingangsbestätigung der Buchung', booking: 'CS-7KQ4M2XD', labelIsBooking: false, to: 'anna@beispiel.de' });
    expect(outboxRowView(row({ templateId: 'trial_waitlist_offer_expiry', params: { waitlist_id: 'w1' } })).to).toBe('niemand (Aufgabe)');
  });

  it('shows of a parameter only what is named: never a link, a token or a form\'s fields', () => {
    const view = outboxRowView(row({ templateId: 'staff_sign_in', params: { email: 'lena@codingstars.de', link: 'sealed:abc123' } }));
    expect(view).toMatchObject({ label: 'Anmeldelink fürs Team', to: 'lena@codingstars.de' });
    const shown = JSON.stringify([view, outboxRowView(row({ params: { email: 'anna@beispiel.de', token: 'secret-token', phone: '0170 1234567', child_name: 'Ben' } }))]);
    for (const hidden of ['sealed:abc123', 'secret-token', '0170 1234567', 'Ben']) expect(shown).not.toContain(hidden);
  });
});

describe('"Erneut versuchen" and its answers', () => {
  const query: OutboxQuery = { filter: 'failed', page: 2 };

  it('comes back to the view it was pressed in, with the answer named by the row', () => {
    expect(retryRedirect('retried', 'r1', query)).toBe('/intern/postausgang?stand=fehlgeschlagen&seite=2&erneut=r1');
    expect(retryRedirect('underway', 'r 1', { filter: 'all', page: 1 })).toBe('/intern/postausgang?unterwegs=r+1');
  });

  it('answers with the row\'s name, or without it when the row is gone', () => {
    const retried = row({ id: 'r1', display: 'waiting' });
    expect(retryAnswer({ erneut: 'r1' }, retried)).toEqual({ id: 'r1', text: 'Wird erneut versucht: Bestätigung der Probestunde an anna@beispiel.de. Der Stand unten zeigt, wie es weitergeht.' });
    expect(retryAnswer({ unterwegs: 'r1' }, retried)).toEqual({ id: 'r1', text: 'War schon unterwegs oder zugestellt: Bestätigung der Probestunde an anna@beispiel.de. Nichts wird doppelt gesendet.' });
    expect(retryAnswer({ erneut: 'gone' }, undefined)).toEqual({ id: 'gone', text: 'Wird erneut versucht. Der Stand unten zeigt, wie es weitergeht.' });
    expect(retryAnswer({ stand: 'fehlgeschlagen' }, undefined)).toBeUndefined();
  });

  it.each([
    ['no-relay', 'Kann nicht gesendet werden: Dieser Server verschickt keine E-Mails (eigener Versand ist nicht eingerichtet).'],
    ['unknown', 'Diese E-Mail gibt es nicht (mehr).'],
    ['unavailable', 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.'],
  ] as const)('says why nothing happened: %s', (problem, text) => {
    expect(retryProblem(problem)).toBe(text);
  });
});

describe('times and the notice', () => {
  it('writes an instant in Berlin time, in winter and in summer, and leaves what is no instant as it is', () => {
    expect(berlinShort('2027-01-13T16:00:00.000Z')).toBe('13.01.2027, 17:00\u00a0Uhr');
    expect(berlinShort('2027-07-01T06:05:00.000Z')).toBe('01.07.2027, 08:05\u00a0Uhr');
    expect(berlinShort('bald')).toBe('bald');
  });

  it('counts in words', () => {
    expect(noticeText(1)).toBe('1 E-Mail in den letzten 7 Tagen nicht zugestellt oder abgelaufen.');
    expect(noticeText(3)).toBe('3 E-Mails in den letzten 7 Tagen nicht zugestellt oder abgelaufen.');
  });

  it('looks 120 days back for refused addresses, from the lesson or from now, whichever is earlier', () => {
    const now = Date.parse('2027-01-20T12:00:00.000Z');
    expect(refusedSince('2027-03-03T15:00:00.000Z', now)).toBe('2026-09-22T12:00:00.000Z');
    expect(refusedSince('2027-01-13T15:00:00.000Z', now)).toBe('2026-09-15T15:00:00.000Z');
  });
});
