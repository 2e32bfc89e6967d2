import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssignForm } from '@/components/intern/assign-form';
import { BookingDeclarations } from '@/components/intern/booking-declarations';
import { BookingMailsTable } from '@/components/intern/booking-mails-table';
import { BookingStateBadge } from '@/components/intern/booking-state-badge';
import { BookingsTable } from '@/components/intern/bookings-table';
import { ConfirmForm } from '@/components/intern/confirm-form';
import { UnassignedDeclarations } from '@/components/intern/unassigned-declarations';
import type { AssignFormState, ConfirmFormState } from '@/lib/membership/intern-actions';
import type { BookingMail } from '@/lib/membership/intern-reads';
import type { BookingListRow } from '@/lib/membership/intern-view';
import type { Booking, Declaration } from '@/lib/membership/store';

const ROWS: BookingListRow[] = [
  { number: 'CS-7KQ4M2XD', received: '06.01.2027, 18:05\u00a0Uhr', family: 'Tom Schmidt', child: 'Lea Schmidt', package: '6 Monate', course: 'CS Python', state: 'cancelled', stateLabel: 'gekündigt bis 17.04.2027' },
  { number: 'CS-22222222', received: '04.01.2027, 09:30\u00a0Uhr', family: 'Anna Schmidt', child: '', package: '3 Monate', course: 'CS Scratch', state: 'requested', stateLabel: 'angefragt' },
];

const UNASSIGNED: Declaration = {
  id: 'd1',
  kind: 'cancellation',
  receivedAt: '2027-02-01T11:00:00.000Z',
  name: 'Tom Schmidt',
  email: 'papa@beispiel.de',
  bookingNumber: '',
  childName: 'Lea Schmit',
  cancellationType: 'ordinary',
  outcome: 'unassigned',
};

describe('BookingsTable', () => {
  it('is a table named by its caption, one row a booking headed by its number, which opens its page', () => {
    render(<BookingsTable rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Alle Buchungen, die neueste zuerst' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nummer', 'Eingegangen', 'Familie', 'Kind', 'Paket', 'Kurs', 'Stand']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['CS-7KQ4M2XD', 'CS-22222222']);
    expect(within(rows[0]!).getByRole('link', { name: 'CS-7KQ4M2XD' })).toHaveAttribute('href', '/intern/buchungen/CS-7KQ4M2XD');
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['06.01.2027, 18:05\u00a0Uhr', 'Tom Schmidt', 'Lea Schmidt', '6 Monate', 'CS Python', '→gekündigt bis 17.04.2027']);
    // A missing value is a dash, not an empty cell.
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('–');
    // The frame that scrolls on a phone can be reached by keyboard.
    expect(screen.getByRole('region', { name: 'Alle Buchungen, die neueste zuerst' })).toHaveAttribute('tabindex', '0');
  });

  it('says so in plain words when there is no booking', () => {
    render(<BookingsTable rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Noch keine Buchung eingegangen/)).toBeInTheDocument();
  });
});

describe('BookingStateBadge', () => {
  const states = [
    ['requested', 'angefragt'],
    ['confirmed', 'bestätigt'],
    ['withdrawn', 'widerrufen'],
    ['cancelled', 'gekündigt bis 17.04.2027'],
    ['ended', 'beendet'],
  ] as const;

  it('says the state in words, and gives each state its own sign besides its colour, hidden from screen readers', () => {
    const { container } = render(
      <ul>
        {states.map(([state, label]) => (
          <li key={state}>
            <BookingStateBadge state={state} label={label} />
          </li>
        ))}
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(1))).toEqual(states.map(([, label]) => label));
    const signs = [...container.querySelectorAll('[aria-hidden="true"]')].map((sign) => sign.textContent);
    expect(signs).toHaveLength(states.length);
    expect(new Set(signs).size).toBe(states.length);
  });
});

describe('UnassignedDeclarations', () => {
  const submit = jest.fn<Promise<AssignFormState>, [AssignFormState, FormData]>();
  beforeEach(() => submit.mockReset());

  it('is the section #nicht-zugeordnet, each declaration with what the family gave and its own form', () => {
    render(<UnassignedDeclarations declarations={[UNASSIGNED]} submit={submit} />);
    const section = screen.getByRole('region', { name: 'Nicht zugeordnete Erklärungen (1)' });
    expect(section).toHaveAttribute('id', 'nicht-zugeordnet');
    expect(within(section).getByText(/Such die Buchung in der Liste unten/)).toBeInTheDocument();
    const card = within(section).getByRole('article', { name: 'Kündigung von Tom Schmidt' });
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    const values = within(card).getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toMatchObject({
      Erklärung: 'ordentliche Kündigung',
      Name: 'Tom Schmidt',
      'E-Mail-Adresse': 'papa@beispiel.de',
      'Name des Kindes': 'Lea Schmit',
      'Gewünschtes Ende': 'zum frühestmöglichen Zeitpunkt',
      'Eingegangen am': 'Montag, 1. Februar 2027, um 12:00:00\u00a0Uhr',
    });
    expect(within(card).getByRole('textbox', { name: 'Buchungsnummer (Kündigung von Tom Schmidt)' })).toBeRequired();
    expect(within(card).getByRole('button', { name: 'Zuordnen (Kündigung von Tom Schmidt)' })).toBeEnabled();
  });

  it('is not there when every declaration is assigned', () => {
    const { container } = render(<UnassignedDeclarations declarations={[]} submit={submit} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AssignForm', () => {
  it('posts the declaration and the number, and keeps what was typed with the reason when no booking has it', async () => {
    const submit = jest.fn<Promise<AssignFormState>, [AssignFormState, FormData]>(async (_previous, data) => ({ number: String(data.get('number')), error: 'unknown-booking' }));
    const user = userEvent.setup();
    render(<AssignForm declarationId="d1" item="Widerruf von Anna Schmidt" submit={submit} />);
    const field = screen.getByRole('textbox', { name: 'Buchungsnummer (Widerruf von Anna Schmidt)' });
    await user.type(field, 'CS-2222 2222');
    await user.click(screen.getByRole('button', { name: /^Zuordnen/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Eine Buchung CS-2222 2222 gibt es nicht. Prüf die Nummer in der Liste unten.'));
    const data = submit.mock.calls[0]![1];
    expect([data.get('declaration'), data.get('number')]).toEqual(['d1', 'CS-2222 2222']);
    const after = screen.getByRole('textbox', { name: 'Buchungsnummer (Widerruf von Anna Schmidt)' });
    expect(after).toHaveValue('CS-2222 2222');
    expect(after).toHaveAttribute('aria-invalid', 'true');
    expect(after).toHaveAccessibleDescription(/Zum Beispiel CS-7KQ4M2XD.*Eine Buchung CS-2222 2222 gibt es nicht/);
  });

  it.each([
    ['number', 'Bitte gib eine Buchungsnummer ein: CS- und acht Buchstaben und Ziffern, zum Beispiel CS-7KQ4M2XD.'],
    ['already-assigned', 'Diese Erklärung ist schon zugeordnet, vielleicht gerade von jemand anderem. Lade die Seite neu.'],
    ['unknown', 'Diese Erklärung gibt es nicht (mehr).'],
    ['unavailable', 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.'],
  ] as const)('says why for %s', async (error, text) => {
    const user = userEvent.setup();
    render(<AssignForm declarationId="d1" item="Widerruf von Anna Schmidt" submit={async () => ({ number: 'x', error })} />);
    await user.type(screen.getByRole('textbox'), 'x');
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  });
});

describe('ConfirmForm', () => {
  it('asks for the first lesson, required, and "Vertrag bestätigen"; keeps the date with the reason when the day is refused', async () => {
    const submit = jest.fn<Promise<ConfirmFormState>, [ConfirmFormState, FormData]>(async (_previous, data) => ({
      firstLesson: String(data.get('firstLesson')),
      lessonTime: String(data.get('lessonTime')),
      message: { tone: 'problem', text: 'Am Samstag, 16. Januar 2027 ist kein Unterricht: Wochenende. Bitte wähle einen Unterrichtstag.' },
    }));
    const user = userEvent.setup();
    render(<ConfirmForm number="CS-7KQ4M2XD" open submit={submit} />);
    const date = screen.getByLabelText('Erster Unterrichtstag');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toBeRequired();
    fireEvent.change(date, { target: { value: '2027-01-16' } });
    await user.selectOptions(screen.getByLabelText('Uhrzeit der Gruppe'), '15:15');
    await user.click(screen.getByRole('button', { name: 'Vertrag bestätigen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Am Samstag, 16. Januar 2027 ist kein Unterricht: Wochenende.'));
    const data = submit.mock.calls[0]![1];
    expect([data.get('number'), data.get('firstLesson'), data.get('lessonTime')]).toEqual(['CS-7KQ4M2XD', '2027-01-16', '15:15']);
    expect(screen.getByLabelText('Erster Unterrichtstag')).toHaveValue('2027-01-16');
    expect(screen.getByLabelText('Erster Unterrichtstag')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Erster Unterrichtstag')).toHaveAccessibleDescription(/Montag bis Freitag.*Wochenende/);
  });

  it('keeps its answer in view when the page no longer offers the form', async () => {
    const submit = jest.fn<Promise<ConfirmFormState>, [ConfirmFormState, FormData]>(async () => ({ firstLesson: '2027-01-18', lessonTime: '17:45', message: { tone: 'done', text: 'Vertragsbestätigung ist unterwegs an anna@beispiel.de.' } }));
    const user = userEvent.setup();
    const { rerender } = render(<ConfirmForm number="CS-7KQ4M2XD" open submit={submit} />);
    fireEvent.change(screen.getByLabelText('Erster Unterrichtstag'), { target: { value: '2027-01-18' } });
    await user.selectOptions(screen.getByLabelText('Uhrzeit der Gruppe'), '17:45');
    await user.click(screen.getByRole('button', { name: 'Vertrag bestätigen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Vertragsbestätigung ist unterwegs an anna@beispiel.de.'));
    // Confirmed, the page renders without the form; the same component keeps what it said.
    rerender(<ConfirmForm number="CS-7KQ4M2XD" open={false} submit={submit} />);
    expect(screen.queryByRole('button', { name: 'Vertrag bestätigen' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Vertragsbestätigung ist unterwegs an anna@beispiel.de.');
  });
});

describe('BookingMailsTable', () => {
  const mails: BookingMail[] = [
    { id: 'm3', templateId: 'membership_contract', to: 'anna@beispiel.de', state: 'failed', createdAt: '2027-01-05T09:00:00.000Z', attempts: 1, lastError: '550 5.1.1 mailbox unavailable', refused: [{ address: 'anna@beispiel.de', reply: '550 5.1.1 mailbox unavailable' }] },
    { id: 'm1', templateId: 'booking', state: 'delivered', createdAt: '2027-01-04T08:30:00.000Z', attempts: 1, refused: [] },
    { id: 'm2', templateId: 'membership_receipt', to: 'anna@beispiel.de', state: 'stored', createdAt: '2027-01-04T08:30:00.000Z', attempts: 0, refused: [] },
  ];

  it('names each mail, its recipient (or the team), when it was queued, where it stands and the last error', () => {
    render(<BookingMailsTable mails={mails} />);
    expect(screen.getByRole('heading', { level: 2, name: 'E-Mails zu dieser Buchung (3)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'E-Mails zu dieser Buchung, die neueste zuerst' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)])).toEqual([
      ['Vertragsbestätigung', 'anna@beispiel.de', '05.01.2027, 10:00\u00a0Uhr', 'fehlgeschlagen1 Versuch', 'anna@beispiel.de abgelehnt: 550 5.1.1 mailbox unavailable · 550 5.1.1 mailbox unavailable'],
      ['Buchung ans Team', 'Team', '04.01.2027, 09:30\u00a0Uhr', 'zugestellt1 Versuch', '–'],
      ['Eingangsbestätigung der Buchung', 'anna@beispiel.de', '04.01.2027, 09:30\u00a0Uhr', 'gespeichert (kein Versand eingerichtet)', '–'],
    ]);
  });

  it('says when there is none', () => {
    render(<BookingMailsTable mails={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Keine E-Mails gespeichert/)).toBeInTheDocument();
  });
});

describe('BookingDeclarations', () => {
  const booking = { id: 'b1', number: 'CS-7KQ4M2XD', confirmedAt: '2027-01-05T09:00:00.000Z' } as Booking;

  it('shows each declaration with what the family declared, what followed, and who assigned it by hand', () => {
    const assigned: Declaration = { ...UNASSIGNED, bookingId: 'b1', outcome: 'applied', endDate: '2027-04-17', assignedBy: 'lena@codingstars.de', assignedAt: '2027-02-02T09:00:00.000Z' };
    render(<BookingDeclarations booking={booking} declarations={[assigned]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Widerrufe und Kündigungen (1)' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Kündigung, eingegangen am Montag, 1. Februar 2027, um 12:00:00\u00a0Uhr' });
    expect(within(card).getByText('Ihr Vertrag endet am Samstag, 17. April 2027.')).toBeInTheDocument();
    // getByText reads the page's no-break space before "Uhr" as a space.
    expect(within(card).getByText('Von Hand zugeordnet von lena@codingstars.de am Dienstag, 2. Februar 2027, 10:00 Uhr.')).toBeInTheDocument();
  });

  it('says when there is none', () => {
    render(<BookingDeclarations booking={booking} declarations={[]} />);
    expect(screen.getByText('Keine Erklärung zu dieser Buchung.')).toBeInTheDocument();
  });
});
