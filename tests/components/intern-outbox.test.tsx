import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxPage as OutboxPageData } from '@/lib/outbox/intern-reads';
import type { RetryFormState } from '@/lib/outbox/intern-actions';
import { outboxRowView } from '@/lib/outbox/intern-view';
import type { OutboxOverviewRow } from '@/lib/outbox/store';
import type { TrialChild } from '@/lib/trial/marks';

// The pages and the layout without Next's runtime: the session, the service and what they read are stand-ins.
const STAFF = { id: 'u1', email: 'lena@codingstars.de', expiresAt: new Date() };
const requireStaff = jest.fn(async () => STAFF);
const currentStaff = jest.fn<Promise<typeof STAFF | undefined>, []>(async () => STAFF);
jest.mock('@/lib/auth/session', () => ({ requireStaff: () => requireStaff(), currentStaff: () => currentStaff() }));
jest.mock('@/lib/auth/actions', () => ({ signOut: jest.fn() }));
const service = { db: {} as object | undefined, relaying: true, kick: jest.fn() };
const deliveryService = jest.fn(async () => service);
jest.mock('@/lib/outbox/service', () => ({ deliveryService: () => deliveryService() }));
const outboxPage = jest.fn<Promise<OutboxPageData>, unknown[]>();
const troubleNotice = jest.fn<Promise<number>, unknown[]>(async () => 0);
jest.mock('@/lib/outbox/intern-reads', () => ({ outboxPage: (...args: unknown[]) => outboxPage(...args), troubleNotice: (...args: unknown[]) => troubleNotice(...args) }));
const retryMail = jest.fn<Promise<RetryFormState>, [RetryFormState, FormData]>(async () => ({}));
jest.mock('@/lib/outbox/intern-actions', () => ({ retryMail: (...args: [RetryFormState, FormData]) => retryMail(...args) }));
jest.mock('@/lib/trial/intern-actions', () => ({ saveMark: jest.fn(), sendRecommendations: jest.fn() }));
// After the mocks: the components import them.
import { OutboxFilter } from '@/components/intern/outbox-filter';
import { OutboxNotice } from '@/components/intern/outbox-notice';
import { OutboxPager } from '@/components/intern/outbox-pager';
import { OutboxStateBadge } from '@/components/intern/outbox-state-badge';
import { OutboxTable } from '@/components/intern/outbox-table';
import { RetryForm } from '@/components/intern/retry-form';
import { TrialChildCard } from '@/components/intern/trial-child-card';
import InternLayout from '@/app/(intern)/intern/layout';
import OutboxPage from '@/app/(intern)/intern/postausgang/page';

const row = (id: string, fields: Partial<OutboxOverviewRow>): OutboxOverviewRow => ({
  id,
  receivedAt: '2027-01-12T09:30:00.000Z',
  templateId: 'trial_confirmation',
  params: { email: 'anna@beispiel.de', trial_date: '2027-01-13', signup_id: 's1' },
  state: 'delivered',
  attempts: 1,
  display: 'delivered',
  ...fields,
});

/** The three the team must see: a failed mail, an expired one and a delivered one. */
const FAILED = outboxRowView(
  row('m-failed', {
    state: 'failed',
    display: 'failed',
    updatedAt: '2027-01-12T09:30:05.000Z',
    lastError: 'EENVELOPE RCPT TO: 550 5.1.1 no such user',
    refused: [{ address: 'anna@beispiel.de', reply: '550 5.1.1 no such user' }],
  }),
);
const EXPIRED = outboxRowView(
  row('m-expired', { receivedAt: '2027-01-11T08:00:00.000Z', templateId: 'trial_reminder', params: { email: 'tom@beispiel.de', kind: 'same-day' }, state: 'expired', display: 'expired', attempts: 0, expiresAt: '2027-01-13T16:00:00.000Z' }),
);
const DELIVERED = outboxRowView(row('m-delivered', { receivedAt: '2027-01-10T08:00:00.000Z', templateId: 'booking', params: { request_type: 'Buchung', booking_number: 'CS-7KQ4M2XD' }, updatedAt: '2027-01-10T08:00:02.000Z' }));
const RECEIPT = outboxRowView(row('m-receipt', { receivedAt: '2027-01-10T08:00:00.000Z', templateId: 'membership_receipt', params: { booking_id: 'b1', email: 'anna@beispiel.de' }, bookingId: 'b1' }), 'CS-7KQ4M2XD');

const retry = { submit: retryMail, view: { stand: 'fehlgeschlagen', seite: '2' } };

beforeEach(() => {
  jest.clearAllMocks();
  service.db = {};
  service.relaying = true;
});

describe('OutboxTable', () => {
  it('is a table named by its caption, one row a mail headed by what it is, with every column in words', () => {
    render(<OutboxTable id="all" rows={[FAILED, EXPIRED, DELIVERED, RECEIPT]} caption="Alle E-Mails, die neueste zuerst" retry={retry} />);
    const table = screen.getByRole('table', { name: 'Alle E-Mails, die neueste zuerst' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['E-Mail', 'Angelegt', 'An', 'Stand', 'Versuche', 'Letzter Fehler', 'Aktion']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getByRole('rowheader').textContent)).toEqual(['Bestätigung der Probestunde', 'Erinnerung am Tag', 'Buchung CS-7KQ4M2XD', 'Eingangsbestätigung der BuchungBuchung CS-7KQ4M2XD']);
    const [failed, expired, delivered] = rows.map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));
    expect(failed!.slice(0, 5)).toEqual([
      '12.01.2027, 10:30\u00a0Uhr',
      'anna@beispiel.de',
      '✘fehlgeschlagenaufgegeben am 12.01.2027, 10:30\u00a0Uhr',
      '1',
      'Die Adresse gibt es nicht oder sie nimmt keine E-Mails an: bitte die Familie anrufenMailserver: EENVELOPE RCPT TO: 550 5.1.1 no such userabgelehnt: anna@beispiel.deMailserver: 550 5.1.1 no such user',
    ]);
    expect(expired).toEqual(['11.01.2027, 09:00\u00a0Uhr', 'tom@beispiel.de', '×abgelaufenabgelaufen um 13.01.2027, 17:00\u00a0Uhr, nicht gesendet', '0', '–', '–']);
    expect(delivered).toEqual(['10.01.2027, 09:00\u00a0Uhr', 'Team', '✓zugestelltzugestellt am 10.01.2027, 09:00\u00a0Uhr', '1', '–', '–']);
    // The booking a mail is about opens its page.
    expect(within(rows[2]!).getByRole('link', { name: 'Buchung CS-7KQ4M2XD' })).toHaveAttribute('href', '/intern/buchungen/CS-7KQ4M2XD');
    expect(within(rows[3]!).getByRole('link', { name: 'Buchung CS-7KQ4M2XD' })).toHaveAttribute('href', '/intern/buchungen/CS-7KQ4M2XD');
    // Only a failed mail has "Erneut versuchen", named by the mail it is for.
    expect(screen.getAllByRole('button', { name: /^Erneut versuchen/ })).toHaveLength(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Erneut versuchen (Bestätigung der Probestunde an anna@beispiel.de)' })).toBeInTheDocument();
    // The frame that scrolls on a phone can be reached by keyboard.
    expect(screen.getByRole('region', { name: 'Alle E-Mails, die neueste zuerst' })).toHaveAttribute('tabindex', '0');
  });
});

describe('OutboxStateBadge', () => {
  it.each([
    ['stored', 'gespeichert', '•'],
    ['waiting', 'wartet', '…'],
    ['planned', 'geplant', '→'],
    ['delivered', 'zugestellt', '✓'],
    ['failed', 'fehlgeschlagen', '✘'],
    ['expired', 'abgelaufen', '×'],
    ['skipped', 'entfällt', '−'],
    ['done', 'erledigt', '✓'],
  ] as const)('%s says "%s", its sign hidden from screen readers', (state, label, sign) => {
    const { container } = render(<OutboxStateBadge state={state} label={label} />);
    expect(container.textContent).toBe(`${sign}${label}`);
    expect(screen.getByText(sign)).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('RetryForm', () => {
  it('posts the mail\'s id and the view it was pressed in, and says beside the button why nothing happened', async () => {
    retryMail.mockResolvedValueOnce({ problem: 'Kann nicht gesendet werden: Dieser Server verschickt keine E-Mails (eigener Versand ist nicht eingerichtet).' });
    const user = userEvent.setup();
    render(<RetryForm id="m-failed" item="Bestätigung der Probestunde an anna@beispiel.de" {...retry} />);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen (Bestätigung der Probestunde an anna@beispiel.de)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kann nicht gesendet werden'));
    const data = retryMail.mock.calls[0]![1];
    expect([data.get('id'), data.get('stand'), data.get('seite')]).toEqual(['m-failed', 'fehlgeschlagen', '2']);
    expect(screen.getByRole('button', { name: /^Erneut versuchen/ })).toHaveAccessibleDescription(/Kann nicht gesendet werden/);
  });
});

describe('OutboxFilter and OutboxPager', () => {
  it('chooses the state with "Stand" and "Anzeigen", a GET form to the page itself', () => {
    render(<OutboxFilter filter="failed" />);
    const select = screen.getByRole('combobox', { name: 'Stand' });
    expect(select).toHaveValue('fehlgeschlagen');
    expect(within(select).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['alle', 'alle'],
      ['gespeichert', 'gespeichert'],
      ['wartet', 'wartet'],
      ['geplant', 'geplant'],
      ['zugestellt', 'zugestellt'],
      ['fehlgeschlagen', 'fehlgeschlagen'],
      ['abgelaufen', 'abgelaufen'],
      ['entfällt', 'entfaellt'],
      ['erledigt', 'erledigt'],
    ]);
    const form = screen.getByRole('button', { name: 'Anzeigen' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/intern/postausgang']);
  });

  it('links "Neuere" and "Ältere" in the same state, and says which page this is', () => {
    render(<OutboxPager query={{ filter: 'failed', page: 2 }} pages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Seiten des Postausgangs' });
    expect(within(nav).getByRole('link', { name: 'Neuere' })).toHaveAttribute('href', '/intern/postausgang?stand=fehlgeschlagen');
    expect(within(nav).getByRole('link', { name: 'Ältere' })).toHaveAttribute('href', '/intern/postausgang?stand=fehlgeschlagen&seite=3');
    expect(nav).toHaveTextContent('Seite 2 von 3');
  });

  it('has no pages to offer when all fits on one', () => {
    const { container } = render(<OutboxPager query={{ filter: 'all', page: 1 }} pages={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OutboxNotice', () => {
  it('says how many mails failed or expired in the last 7 days, with the way there', () => {
    render(<OutboxNotice count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 E-Mails in den letzten 7 Tagen nicht zugestellt oder abgelaufen.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Zum Postausgang' })).toHaveAttribute('href', '/intern/postausgang');
  });

  it('is not there while nothing failed', () => {
    const { container } = render(<OutboxNotice count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the room\'s layout', () => {
  it('shows the notice to a signed-in member while something failed', async () => {
    troubleNotice.mockResolvedValueOnce(1);
    render(await InternLayout({ children: <h1>Probestunden</h1> }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('1 E-Mail in den letzten 7 Tagen nicht zugestellt oder abgelaufen.');
    expect(within(main).getByRole('link', { name: 'Zum Postausgang' })).toBeInTheDocument();
  });

  it('reads nothing and shows no notice without a session', async () => {
    currentStaff.mockResolvedValueOnce(undefined);
    render(await InternLayout({ children: <h1>Anmelden</h1> }));
    expect(troubleNotice).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/intern/postausgang', () => {
  const searchParams = (query: Record<string, string> = {}) => ({ searchParams: Promise.resolve(query) }) as unknown as Parameters<typeof OutboxPage>[0];
  const PAGE: OutboxPageData = {
    query: { filter: 'all', page: 1 },
    view: {},
    pages: 1,
    total: 3,
    rows: [FAILED, EXPIRED, DELIVERED],
    attention: { rows: [FAILED, EXPIRED], total: 2 },
  };

  it('checks the session before it reads anything', async () => {
    requireStaff.mockRejectedValueOnce(new Error('redirect'));
    await expect(OutboxPage(searchParams())).rejects.toThrow('redirect');
    expect(deliveryService).not.toHaveBeenCalled();
    expect(outboxPage).not.toHaveBeenCalled();
  });

  it('says what it is for and what to do, then what needs attention, then every mail with the filter', async () => {
    outboxPage.mockResolvedValueOnce({ ...PAGE, answer: { id: 'm-failed', text: 'Wird erneut versucht: Bestätigung der Probestunde an anna@beispiel.de. Der Stand unten zeigt, wie es weitergeht.' } });
    render(await OutboxPage(searchParams({ erneut: 'm-failed' })));
    expect(outboxPage.mock.calls[0]![1]).toEqual({ erneut: 'm-failed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeInTheDocument();
    expect(screen.getByText(/^Jede E-Mail, die die Website verschickt oder verschickt hat, die neueste zuerst/)).toBeInTheDocument();
    const guide = screen.getByRole('heading', { level: 2, name: 'Was zu tun ist' }).nextElementSibling as HTMLElement;
    expect(within(guide).getAllByRole('term').map((term) => term.textContent)).toEqual(['✘fehlgeschlagen', '×abgelaufen', '−entfällt']);
    expect(screen.getByText(/^Wird erneut versucht: Bestätigung der Probestunde an anna@beispiel.de\./)).toHaveAttribute('role', 'status');
    const attention = screen.getByRole('region', { name: 'Braucht Aufmerksamkeit (2)' });
    expect(within(attention).getByRole('table', { name: 'E-Mails, die Aufmerksamkeit brauchen, die neueste zuerst' })).toBeInTheDocument();
    const all = screen.getByRole('region', { name: 'Alle E-Mails (3 E-Mails)' });
    expect(within(all).getByRole('combobox', { name: 'Stand' })).toHaveValue('alle');
    const table = within(all).getByRole('table', { name: 'Alle E-Mails, die neueste zuerst' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bestätigung der Probestunde', 'Erinnerung am Tag', 'Buchung CS-7KQ4M2XD']);
    expect(screen.queryByRole('navigation', { name: 'Seiten des Postausgangs' })).toBeNull();
  });

  it('says "Alles zugestellt" when nothing needs attention, and which state has no mail', async () => {
    outboxPage.mockResolvedValueOnce({ ...PAGE, query: { filter: 'failed', page: 1 }, view: { stand: 'fehlgeschlagen' }, total: 0, rows: [], attention: { rows: [], total: 0 } });
    render(await OutboxPage(searchParams({ stand: 'fehlgeschlagen' })));
    expect(screen.getByText(/^Alles zugestellt: In den letzten 7 Tagen ist keine E-Mail fehlgeschlagen oder abgelaufen/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Keine E-Mail im Stand „fehlgeschlagen“.')).toBeInTheDocument();
  });

  it('says so without the relay, and when the database is not there', async () => {
    service.relaying = false;
    service.db = undefined;
    render(await OutboxPage(searchParams()));
    expect(screen.getByText(/^Dieser Server verschickt keine E-Mails/)).toBeInTheDocument();
    expect(screen.getByText(/Der Postausgang ist gerade nicht lesbar/)).toBeInTheDocument();
    expect(outboxPage).not.toHaveBeenCalled();
  });
});

describe('a parent whose address was refused, on the trial day', () => {
  const CHILD: TrialChild = { signupId: 's1', child: 'Ben', age: '9', parent: 'Anna Schmidt', email: 'anna@beispiel.de', phone: '0170 1234567', mailStopped: false };

  it('is marked beside the address, with a sign and what to do', () => {
    render(<TrialChildCard child={CHILD} number={1} date="2027-01-13" started={false} undeliverable />);
    const email = screen.getByRole('link', { name: 'anna@beispiel.de' }).closest('dd')!;
    expect(email).toHaveTextContent('anna@beispiel.de✘E-Mail nicht zustellbarDer Mailserver der Familie hat die Adresse abgelehnt. Bitte anrufen.');
    expect(within(email).getByText('✘')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not marked otherwise', () => {
    render(<TrialChildCard child={CHILD} number={1} date="2027-01-13" started={false} />);
    expect(screen.queryByText('E-Mail nicht zustellbar')).toBeNull();
  });
});
