/**
 * @jest-environment node
 */
import {
  assignedNotice,
  bookingListRow,
  confirmable,
  confirmMessage,
  contractRows,
  declarationItem,
  mailLabel,
  mailStateLabel,
  shortDateTime,
  stateLabel,
  type ConfirmOutcome,
} from '@/lib/membership/intern-view';
import { MEMBERSHIP_TEMPLATES, type Booking, type Declaration } from '@/lib/membership/store';

const BOOKING: Booking = {
  id: 'b1',
  number: 'CS-7KQ4M2XD',
  receivedAt: '2027-01-04T08:30:00.000Z',
  state: 'requested',
  email: 'anna@beispiel.de',
  params: { first_name: 'Anna', last_name: 'Schmidt', child_name: 'Ben Schmidt ', package: '3 Monate', selected_course: 'CS Scratch', iban: 'DE89 •••• •••• •••• ••30 00' },
  packageId: '3m',
  enquiryId: 'e1',
  hasIban: true,
};

const CONFIRMED: Booking = { ...BOOKING, state: 'confirmed', firstLesson: '2027-01-18', confirmedAt: '2027-01-05T09:00:00.000Z', confirmedBy: 'lena@codingstars.de', mandateReference: 'CS-7KQ4M2XD' };

const DECLARATION: Declaration = {
  id: 'd1',
  kind: 'cancellation',
  receivedAt: '2027-02-01T11:00:00.000Z',
  name: 'Tom Schmidt',
  email: 'Papa@Beispiel.de',
  bookingNumber: '',
  childName: 'Ben Schmidt',
  cancellationType: 'ordinary',
  outcome: 'applied',
};

describe('the list of bookings', () => {
  it('shows the receipt to the minute in Berlin time, in winter and in summer', () => {
    expect(shortDateTime('2027-01-04T08:30:00.000Z')).toBe('04.01.2027, 09:30\u00a0Uhr');
    expect(shortDateTime('2027-07-01T22:05:00.000Z')).toBe('02.07.2027, 00:05\u00a0Uhr');
  });

  it.each([
    [{ state: 'requested' }, '2027-01-05', 'requested', 'angefragt'],
    [{ state: 'confirmed' }, '2027-01-05', 'confirmed', 'bestätigt'],
    [{ state: 'withdrawn' }, '2027-01-05', 'withdrawn', 'widerrufen'],
    [{ state: 'cancelled', endDate: '2027-04-17' }, '2027-04-17', 'cancelled', 'gekündigt bis 17.04.2027'],
    [{ state: 'cancelled' }, '2027-04-17', 'cancelled', 'gekündigt zum frühestmöglichen Zeitpunkt'],
    [{ state: 'cancelled', endDate: '2027-04-17' }, '2027-04-18', 'ended', 'beendet'],
  ] as const)('%j on %s is %s: „%s“', (booking, today, state, label) => {
    expect(stateLabel(booking, today)).toEqual({ state, label });
  });

  it('names the family, the child, the package and the course as they were entered', () => {
    expect(bookingListRow(BOOKING, '2027-01-05')).toEqual({
      number: 'CS-7KQ4M2XD',
      received: '04.01.2027, 09:30\u00a0Uhr',
      family: 'Anna Schmidt',
      child: 'Ben Schmidt',
      package: '3 Monate',
      course: 'CS Scratch',
      state: 'requested',
      stateLabel: 'angefragt',
    });
    expect(bookingListRow({ ...BOOKING, params: {} }, '2027-01-05')).toMatchObject({ family: '', child: '', package: '', course: '' });
  });
});

describe('the contract on a booking’s page', () => {
  it('is empty before the team confirms, and offers "Vertrag bestätigen" until then unless withdrawn', () => {
    expect(contractRows(BOOKING)).toEqual([]);
    expect(confirmable(BOOKING)).toBe(true);
    expect(confirmable({ ...BOOKING, state: 'cancelled' })).toBe(true);
    expect(confirmable({ ...BOOKING, state: 'withdrawn' })).toBe(false);
    expect(confirmable(CONFIRMED)).toBe(false);
  });

  it('names the first lesson, who confirmed when, the mandate, the minimum term and the withdrawal period', () => {
    expect(contractRows(CONFIRMED)).toEqual([
      ['Erster Unterrichtstag', 'Montag, 18. Januar 2027'],
      ['Bestätigt', 'Bestätigt von lena@codingstars.de am Dienstag, 5. Januar 2027, 10:00\u00a0Uhr'],
      ['Mandatsreferenz', 'CS-7KQ4M2XD'],
      ['Mindestlaufzeit bis einschließlich', 'Samstag, 17. April 2027'],
      ['Widerrufsfrist bis einschließlich', 'Dienstag, 19. Januar 2027'],
    ]);
  });

  it('for CodingStars+ names the end of the 36 months and the 24th month, from which it may be cancelled (AGB § 7)', () => {
    const bankTransfer: Booking = { ...CONFIRMED, packageId: 'plus' };
    delete bankTransfer.mandateReference;
    const rows = contractRows(bankTransfer);
    expect(rows.map(([label]) => label)).not.toContain('Mandatsreferenz');
    expect(rows).toContainEqual(['Mindestlaufzeit bis einschließlich', 'Donnerstag, 17. Januar 2030']);
    expect(rows).toContainEqual(['Erstmals kündbar zum', 'Mittwoch, 17. Januar 2029']);
  });

  it('names the end of a cancelled contract, or that it is not known before the first lesson', () => {
    expect(contractRows({ ...CONFIRMED, state: 'cancelled', endDate: '2027-04-17' }).at(-1)).toEqual(['Vertrag endet am', 'Samstag, 17. April 2027']);
    expect(contractRows({ ...BOOKING, state: 'cancelled' })).toEqual([
      ['Vertrag endet am', 'zum frühestmöglichen Zeitpunkt; der Tag steht fest, sobald der erste Unterrichtstag eingetragen ist'],
    ]);
  });
});

describe('the answer to "Vertrag bestätigen"', () => {
  const firstLesson = '2027-01-16';
  it.each<[string, ConfirmOutcome, boolean, 'done' | 'problem', string]>([
    ['confirmed, mailed', { status: 'confirmed', booking: CONFIRMED }, true, 'done', 'Vertragsbestätigung ist unterwegs an anna@beispiel.de.'],
    [
      'confirmed, without the relay',
      { status: 'confirmed', booking: CONFIRMED },
      false,
      'done',
      'Der Vertrag ist bestätigt; die Vertragsbestätigung an anna@beispiel.de ist gespeichert, aber nicht verschickt: Dieser Server verschickt keine E-Mails (eigener Versand ist nicht eingerichtet). Schick sie der Familie bitte auf anderem Weg.',
    ],
    ['already', { status: 'already', booking: CONFIRMED }, true, 'done', 'Dieser Vertrag ist schon bestätigt: von lena@codingstars.de am Dienstag, 5. Januar 2027, 10:00\u00a0Uhr.'],
    ['withdrawn', { status: 'withdrawn', booking: { ...BOOKING, state: 'withdrawn' } }, true, 'problem', 'Diese Buchung ist widerrufen; es gibt keinen Vertrag zu bestätigen.'],
    ['no date', { status: 'no-date' }, true, 'problem', 'Bitte gib den ersten Unterrichtstag ein.'],
    ['a weekend', { status: 'no-lesson-day', reason: 'weekend' }, true, 'problem', 'Am Samstag, 16. Januar 2027 ist kein Unterricht: Wochenende. Bitte wähle einen Unterrichtstag.'],
    ['school holidays', { status: 'no-lesson-day', reason: 'school-holiday' }, true, 'problem', 'Am Samstag, 16. Januar 2027 ist kein Unterricht: Schulferien. Bitte wähle einen Unterrichtstag.'],
    ['a public holiday', { status: 'no-lesson-day', reason: 'public-holiday' }, true, 'problem', 'Am Samstag, 16. Januar 2027 ist kein Unterricht: Feiertag. Bitte wähle einen Unterrichtstag.'],
    ['outside the calendar', { status: 'no-lesson-day', reason: 'unknown' }, true, 'problem', 'Am Samstag, 16. Januar 2027 ist kein Unterricht: außerhalb des Kalenders. Bitte wähle einen Unterrichtstag.'],
    ['before the booking', { status: 'before-booking' }, true, 'problem', 'Der erste Unterrichtstag liegt vor dem Tag, an dem die Buchung eingegangen ist. Bitte prüf das Datum.'],
    [
      'no creditor id',
      { status: 'no-creditor-id' },
      true,
      'problem',
      'Eine Buchung mit SEPA-Lastschrift kann erst bestätigt werden, wenn die Gläubiger-Identifikationsnummer eingerichtet ist: SEPA_CREDITOR_ID fehlt auf dem Server. Sag bitte der Person Bescheid, die den Server betreut.',
    ],
    ['an unknown number', { status: 'unknown' }, true, 'problem', 'Diese Buchung gibt es nicht.'],
    ['no database', { status: 'unavailable' }, true, 'problem', 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.'],
  ])('%s', (_name, outcome, relaying, tone, text) => {
    expect(confirmMessage(outcome, { relaying, firstLesson })).toEqual({ tone, text });
  });
});

describe('the mails about a booking', () => {
  it('are named in words as the outbox names them, every membership template, and an unknown one with its id', () => {
    expect(Object.values(MEMBERSHIP_TEMPLATES).map(mailLabel)).toEqual([
      'Buchung ans Team',
      'Eingangsbestätigung der Buchung',
      'Vertragsbestätigung',
      'Widerruf/Kündigung: Eingangsbestätigung',
      'Widerruf/Kündigung: Hinweis an die Adresse der Buchung',
      'Widerruf/Kündigung ans Team',
    ]);
    expect(mailLabel('something_new')).toBe('Unbekannte Art (something_new)');
  });

  it.each([
    ['stored', 'gespeichert (kein Versand eingerichtet)'],
    ['pending', 'wartet'],
    ['delivered', 'zugestellt'],
    ['failed', 'fehlgeschlagen'],
    ['expired', 'abgelaufen'],
    ['skipped', 'nicht gesendet'],
    ['done', 'erledigt'],
    ['later', 'later'],
  ])('state %s reads „%s“', (state, label) => {
    expect(mailStateLabel(state)).toBe(label);
  });
});

describe('after "Zuordnen"', () => {
  it('says which booking the declaration now belongs to, and that the family hears nothing new from its own address', () => {
    expect(declarationItem(DECLARATION)).toBe('Kündigung von Tom Schmidt');
    expect(declarationItem({ kind: 'withdrawal', name: 'Anna Schmidt' })).toBe('Widerruf von Anna Schmidt');
    expect(assignedNotice({ ...DECLARATION, email: ' Anna@Beispiel.de ' }, BOOKING)).toEqual([
      'Kündigung von Tom Schmidt ist jetzt der Buchung CS-7KQ4M2XD zugeordnet.',
      'Die Familie bekommt dadurch nichts Neues.',
    ]);
  });

  it('says that the booking’s own address is told when the declaration came from another one', () => {
    expect(assignedNotice(DECLARATION, BOOKING)[1]).toBe('Die Adresse der Buchung (anna@beispiel.de) bekommt einen Hinweis, weil die Erklärung von einer anderen Adresse kam.');
  });
});
