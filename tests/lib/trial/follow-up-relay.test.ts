/**
 * @jest-environment node
 */
import type { DatabaseKind } from '@/lib/db';
import type { DeliveryService } from '@/lib/outbox/service';
import { createOutboxStore } from '@/lib/outbox/store';
import { nextTrialDates } from '@/lib/trial/dates';
import { followUpRowId } from '@/lib/trial/rows';
import { createTrialSeats } from '@/lib/trial/seats';
import type { SmtpSink } from '@/scripts/smtp-sink.mjs';
import { startRelayedService, type RelayedService } from '@/tests/fixtures/relayed-service';
import { DATABASE_KINDS } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

// The mails after the lesson through the real relay and a real SMTP server: built by the relay's one chain, each once.
jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');

/** The last trial lesson that has begun: the next one has not, so the offer of a new date is still of use. */
function lastBegunTrial(now = new Date()) {
  return nextTrialDates(new Date(now.getTime() - 120 * DAY_MS), { count: 30 }).filter((trial) => Date.parse(trial.start) <= now.getTime()).at(-1)!;
}

describe.each(DATABASE_KINDS)('the mails after the lesson, relayed, on %s', (kind: DatabaseKind) => {
  let relayed: RelayedService;
  let sink: SmtpSink;
  let service: DeliveryService;
  let reader: RelayedService['reader'];

  beforeEach(async () => {
    for (const method of ['log', 'warn', 'error'] as const) jest.spyOn(console, method).mockImplementation(() => {});
    relayed = await startRelayedService(kind);
    ({ sink, service, reader } = relayed);
  });
  afterEach(async () => {
    await relayed.stop();
    jest.restoreAllMocks();
  });

  it('sends the recommendation once however often it is pressed, the offer of a new date once, and nothing for a child not marked', async () => {
    const trial = lastBegunTrial();
    const seat = async (n: number) => {
      const email = `eltern${n}@beispiel.de`;
      // Held without mails of their own (as long before), so the sink sees only the mails after the lesson.
      const booked = await createTrialSeats(reader).reserve({ date: trial.date, email, client: `198.51.100.${n}`, enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email, reply_to: email, trial_date: trial.date }) } }, new Date(Date.parse(trial.start) - 7 * DAY_MS));
      if (booked.status !== 'booked') throw new Error('not booked');
      return booked.signupId;
    };
    const [came, missed] = [await seat(1), await seat(2), await seat(3)];
    const afterLesson = new Date(Date.parse(trial.end) + 10 * 60_000);
    await service.marks!.mark({ signupId: came!, attendance: 'came', recommendedCourse: 2, note: 'Tolle Ideen!', by: 'lehrerin@codingstars.de' }, afterLesson);
    await service.marks!.mark({ signupId: missed!, attendance: 'missed', by: 'lehrerin@codingstars.de' }, afterLesson);
    // Its 10:00 of the next day may still be ahead: due now, as if that morning had come.
    await reader.kysely.updateTable('enquiries').set({ due_at: new Date().toISOString() }).where('id', '=', followUpRowId(missed!, 'missed')).execute();
    // Pressed twice, as on two instances: one row, one mail.
    await Promise.all([service.marks!.sendRecommendations(trial.date, afterLesson), service.marks!.sendRecommendations(trial.date, afterLesson)]);
    service.kick();
    await sink.waitFor(2, 20_000);
    await service.idle();

    const mails = await sink.parsed();
    expect(mails.map((mail) => [mail.to && !Array.isArray(mail.to) ? mail.to.text : '', plain(mail.subject)])).toEqual(
      expect.arrayContaining([
        ['eltern1@beispiel.de', 'Nach der Probestunde: unsere Kursempfehlung für Ihr Kind'],
        ['eltern2@beispiel.de', expect.stringMatching(/^Probestunde am .* verpasst\? Wählen Sie einfach einen neuen Termin$/)],
      ]),
    );
    expect(mails).toHaveLength(2);
    const recommendation = mails.find((mail) => plain(mail.subject).startsWith('Nach der Probestunde'))!;
    expect(recommendation.messageId).toBe(`<${followUpRowId(came!, 'recommendation')}@www.codingstars.de>`);
    expect(plain(recommendation.text)).toContain('CS Webdesign');
    expect(plain(recommendation.text)).toContain('Tolle Ideen!');
    expect(plain(recommendation.text)).toMatch(/https:\/\/www\.codingstars\.de\/booking\?kurs=2&probestunde=\S+/);
    // Both carry the mail program's own stop button (RFC 8058) on the stop link.
    const offer = mails.find((mail) => mail !== recommendation)!;
    for (const [mail, signupId] of [[recommendation, came!], [offer, missed!]] as const) {
      const list = mail.headers.get('list') as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } };
      expect(list.unsubscribe?.url).toBe(service.links!.url('stop', signupId));
      expect(list.unsubscribe?.url).toMatch(/^https:\/\/www\.codingstars\.de\/start\/signup\/keine-emails\?token=/);
      expect(mail.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    const rows = await createOutboxStore(reader).list();
    expect(rows.filter((row) => row.id.endsWith('-recommendation') || row.id.endsWith('-missed')).map((row) => row.state)).toEqual(['delivered', 'delivered']);
  });
});
