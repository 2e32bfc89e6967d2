/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import type { OutboxRecord } from '@/lib/outbox/record';
import { linkMaker } from '@/lib/trial/links';
import { confirmationMail, offerMail, reminderMail, waitlistJoinedMail, type ParentMailContext } from '@/lib/trial/parent-mails';
import type { TeamList } from '@/lib/trial/seats';
import { teamListMail, teamListText } from '@/lib/trial/team-list';

const SIGNUP = '2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44';
const ENTRY = '7d0e3b9c-1111-4a2b-8c3d-9e8f7a6b5c4d';
const links = linkMaker('https://www.codingstars.de', Buffer.from('ein-schluessel-mit-mindestens-32-zeichen'));
const context: ParentMailContext = { from: 'website@codingstars.de', replyTo: 'team@codingstars.de', siteUrl: 'https://www.codingstars.de', links };
const JOIN = 'https://raum.example.de/probestunde-mittwoch';

/** Text as a reader sees it: no-break spaces as spaces. */
const read = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');

const row = (id: string, templateId: string, params: Record<string, string>): OutboxRecord => ({
  id,
  receivedAt: '2027-01-06T09:00:00.000Z',
  templateId,
  params,
  state: 'pending',
  attempts: 0,
});
const confirmation = (date: string, sequence: number) =>
  row(sequence ? `${SIGNUP}-confirmation-${sequence}` : `${SIGNUP}-confirmation`, 'trial_confirmation', { email: 'anna@beispiel.de', trial_date: date, signup_id: SIGNUP, sequence: String(sequence) });

/** The calendar file of a mail, read by ical.js (Mozilla's parser, as Thunderbird uses it): an independent reader. */
function eventOf(mail: ReturnType<typeof confirmationMail>) {
  const [attachment] = mail.attachments ?? [];
  const component = new ICAL.Component(ICAL.parse(String(attachment?.content)));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return { component, event };
}

describe('the confirmation', () => {
  it('names the date, the links to move and to cancel, and nothing typed into the form', () => {
    const mail = confirmationMail(confirmation('2027-01-13', 0), context);
    expect(mail.to).toBe('anna@beispiel.de');
    expect(read(mail.subject)).toBe('Ihr Platz in der kostenlosen Probestunde am Mittwoch, 13. Januar 2027');
    expect(read(mail.text)).toContain('Mittwoch, 13. Januar 2027, 17:00–18:30 Uhr (deutsche Zeit)');
    expect(read(mail.text)).toContain(`Termin verschieben: ${links.url('move', SIGNUP)}`);
    expect(read(mail.text)).toContain(`Platz freigeben: ${links.url('cancel', SIGNUP)}`);
    expect(read(mail.text)).toContain('schickt Ihnen unser Team vor dem Termin');
    expect(mail.html).toContain(`href="${links.url('move', SIGNUP)}"`);
    for (const typed of ['Anna', 'Schmidt', 'Ben', '1234567']) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(typed);
  });

  it('with TRIAL_JOIN_URL says the reminders bring the link, and carries it itself in neither text nor calendar file', () => {
    const mail = confirmationMail(confirmation('2027-01-13', 0), { ...context, joinUrl: JOIN });
    expect(read(mail.text)).toContain('mit der Erinnerung am Vortag um 17:00 Uhr');
    expect(`${mail.text}${String(mail.attachments?.[0]?.content)}`).not.toContain(JOIN);
  });

  it('after a move keeps the calendar entry’s UID and raises its SEQUENCE, as ical.js reads both files', () => {
    const first = eventOf(confirmationMail(confirmation('2027-01-13', 0), context));
    const moved = confirmationMail(confirmation('2027-01-20', 1), context);
    const second = eventOf(moved);
    expect(second.event.uid).toBe(first.event.uid);
    expect(first.event.uid).toBe(`${SIGNUP}-confirmation@www.codingstars.de`);
    expect([first.event.sequence, second.event.sequence]).toEqual([0, 1]);
    expect(first.component.getFirstPropertyValue('method')).toBe('PUBLISH');
    const dtstart = second.event.component.getFirstProperty('dtstart')!;
    expect([second.event.startDate.toString(), dtstart.getParameter('tzid')]).toEqual(['2027-01-20T17:00:00', 'Europe/Berlin']);
    expect(second.component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(second.event.endDate.toString()).toBe('2027-01-20T18:30:00');
    expect(read(moved.subject)).toBe('Verschoben: Ihr Platz in der kostenlosen Probestunde am Mittwoch, 20. Januar 2027');
    expect(read(moved.text)).toContain('Er ersetzt den bisherigen Eintrag');
  });

  it('refuses an address that could carry a second recipient', () => {
    expect(() => confirmationMail(row('x', 'trial_confirmation', { email: 'a@b.de, c@d.de', trial_date: '2027-01-13', signup_id: SIGNUP, sequence: '0' }), context)).toThrow();
  });
});

describe('the reminders', () => {
  const reminder = (kind: string) => row(`${SIGNUP}-reminder-0-${kind}`, 'trial_reminder', { email: 'anna@beispiel.de', trial_date: '2027-01-13', signup_id: SIGNUP, sequence: '0', kind });

  it('carry the join link, what the child needs and the links to move or cancel', () => {
    const mail = reminderMail(reminder('day-before'), { ...context, joinUrl: JOIN });
    expect(read(mail.subject)).toBe('Morgen ist Probestunde: Mittwoch, 13. Januar 2027, 17:00 Uhr');
    expect(read(mail.text)).toContain(`Zur Online-Stunde: ${JOIN}`);
    expect(read(mail.text)).toContain('Ein Headset oder Kopfhörer mit Mikrofon');
    expect(read(mail.text)).toContain(links.url('move', SIGNUP));
    expect(read(mail.text)).toContain(links.url('cancel', SIGNUP));
    expect(read(reminderMail(reminder('same-day'), context).subject)).toBe('Heute um 17:00 Uhr: Probestunde bei CodingStars (Mittwoch, 13. Januar 2027)');
  });

  it('without TRIAL_JOIN_URL say the team sends the link', () => {
    const mail = reminderMail(reminder('same-day'), context);
    expect(read(mail.text)).toContain('Den Link zur Online-Stunde schickt Ihnen unser Team vor Beginn per E-Mail.');
    expect(read(mail.text)).not.toContain('Zur Online-Stunde:');
  });
});

describe('the waitlist mails', () => {
  it('tell the place in line and carry the leave link', () => {
    const mail = waitlistJoinedMail(row(`${ENTRY}-waitlist`, 'trial_waitlist_joined', { email: 'anna@beispiel.de', trial_date: '2027-01-13', waitlist_id: ENTRY, position: '2' }), context);
    expect(read(mail.text)).toContain('Ihr Kind steht auf Platz 2 der Warteliste.');
    expect(read(mail.text)).toContain(`Von der Warteliste austragen: ${links.url('leave', ENTRY)}`);
  });

  it('offer a seat until its deadline, in Berlin time, with the links to take it or pass it on', () => {
    const mail = offerMail(row(`${ENTRY}-offer`, 'trial_waitlist_offer', { email: 'anna@beispiel.de', trial_date: '2027-01-13', waitlist_id: ENTRY, offer_until: '2027-01-10T20:00:00.000Z' }), context);
    expect(read(mail.subject)).toBe('Ein Platz ist frei: Probestunde am Mittwoch, 13. Januar 2027');
    expect(read(mail.text)).toContain('Bitte übernehmen Sie den Platz bis Sonntag, 10. Januar 2027, 21:00 Uhr.');
    expect(read(mail.text)).toContain(`Platz übernehmen: ${links.url('claim', ENTRY)}`);
    expect(read(mail.text)).toContain(`Platz weitergeben: ${links.url('leave', ENTRY)}`);
  });
});

describe('the team list', () => {
  const list: TeamList = {
    date: '2027-01-13',
    seatsLeft: 10,
    children: [
      { id: SIGNUP, status: 'booked', params: { first_name: 'Anna', last_name: 'Schmidt', email: 'anna@beispiel.de', phone: '030 1234567', child_name: 'Ben' } },
      { id: ENTRY.replace('7d0e', '8d0e'), status: 'booked', params: { first_name: '<b>Eva</b>', last_name: 'K', email: 'eva@beispiel.de', phone: '040 1', child_name: 'Mia\u202e', child_age: '9' } },
    ],
    waitlist: [{ id: ENTRY, status: 'offered', offerUntil: '2027-01-10T20:00:00.000Z', params: { first_name: 'Tom', last_name: 'T', email: 'tom@beispiel.de', phone: '0301', child_name: 'Lea' } }],
  };

  it('names each child, the parents, seats left, the waitlist and the join link, with a link that frees each seat', () => {
    const text = read(teamListText(list, { joinUrl: JOIN, links }));
    expect(text).toContain('1. Ben – Anna Schmidt <anna@beispiel.de> Tel. 030 1234567');
    expect(text).toContain('2. Mia (9) – <b>Eva</b> K');
    expect(text).toContain(`Platz freigeben: ${links.url('cancel', SIGNUP)}`);
    expect(text).toContain('Freie Plätze: 10');
    expect(text).toContain('1. Lea – Tom T <tom@beispiel.de> Tel. 0301, Platz angeboten bis Sonntag, 10. Januar 2027, 21:00 Uhr');
    expect(text).toContain(`Link zur Online-Stunde: ${JOIN}`);
    expect(text).not.toContain('\u202e');
  });

  it('as a mail: subject with the counts, HTML escaped, and the warning without a join link', () => {
    const mail = teamListMail(row('trial-team-list-2027-01-13', 'trial_team_list', { trial_date: '2027-01-13' }), list, { to: ['team@codingstars.de'], from: 'website@codingstars.de', siteHost: 'www.codingstars.de' }, { links });
    expect(read(mail.subject)).toBe('Probestunde 13.01.2027: 2 Kinder, 10 Plätze frei');
    expect(mail.messageId).toBe('<trial-team-list-2027-01-13@www.codingstars.de>');
    expect(mail.html).toContain('&lt;b&gt;Eva&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eva</b>');
    expect(read(mail.text)).toContain('TRIAL_JOIN_URL ist nicht gesetzt');
  });
});
