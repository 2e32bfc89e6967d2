import { render, screen, within } from '@testing-library/react';
import type { BookingPage as BookingPageData, BookingsOverview } from '@/lib/membership/intern-reads';
import type { Booking } from '@/lib/membership/store';

// The pages without Next's runtime: the session, the service and what they read are stand-ins.
const requireStaff = jest.fn(async () => ({ id: 'u1', email: 'lena@codingstars.de', expiresAt: new Date() }));
jest.mock('@/lib/auth/session', () => ({ requireStaff: () => requireStaff() }));
const service = { db: {}, memberships: {} as object | undefined, relaying: true, kick: jest.fn() };
const deliveryService = jest.fn(async () => service);
jest.mock('@/lib/outbox/service', () => ({ deliveryService: () => deliveryService() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
class NotFound extends Error {}
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new NotFound();
  },
  redirect: jest.fn(),
}));
const bookingsOverview = jest.fn<Promise<BookingsOverview>, unknown[]>();
const bookingPage = jest.fn<Promise<BookingPageData | undefined>, unknown[]>();
jest.mock('@/lib/membership/intern-reads', () => ({ bookingsOverview: (...args: unknown[]) => bookingsOverview(...args), bookingPage: (...args: unknown[]) => bookingPage(...args) }));
// After the mocks: the pages import them.
import BookingsPage from '@/app/(intern)/intern/buchungen/page';
import BookingPage, { generateMetadata } from '@/app/(intern)/intern/buchungen/[nummer]/page';

const searchParams = (query: Record<string, string> = {}) => ({ searchParams: Promise.resolve(query) }) as unknown as Parameters<typeof BookingsPage>[0];
const params = (nummer: string) => ({ params: Promise.resolve({ nummer }), searchParams: Promise.resolve({}) }) as unknown as Parameters<typeof BookingPage>[0];

const BOOKING = { id: 'b1', number: 'CS-7KQ4M2XD', state: 'requested', params: {}, receivedAt: '2027-01-04T08:30:00.000Z' } as unknown as Booking;
const PAGE: BookingPageData = {
  booking: BOOKING,
  state: 'requested',
  stateLabel: 'angefragt',
  received: 'Montag, 4. Januar 2027, um 09:30:00\u00a0Uhr',
  origin: { label: 'Über die Empfehlung nach der Probestunde am Mittwoch, 13. Januar 2027', trialDate: '2027-01-13' },
  sections: [{ title: 'Zahlungsart', step: 2, rows: [['Zahlungsart', 'SEPA-Lastschrift'], ['Kontoinhaber/in', 'Anna Schmidt'], ['IBAN', 'DE89 3704 0044 0532 0130 00']] }],
  contract: [],
  confirmable: true,
  declarations: [],
  mails: [],
};

beforeEach(() => {
  jest.clearAllMocks();
  service.memberships = {};
});

describe('/intern/buchungen', () => {
  it('checks the session before it reads anything', async () => {
    requireStaff.mockRejectedValueOnce(new Error('redirect'));
    await expect(BookingsPage(searchParams())).rejects.toThrow('redirect');
    expect(deliveryService).not.toHaveBeenCalled();
    expect(bookingsOverview).not.toHaveBeenCalled();
  });

  it('says what it is for, then the unassigned declarations and every booking; after "Zuordnen" what happened', async () => {
    bookingsOverview.mockResolvedValueOnce({
      rows: [{ number: 'CS-7KQ4M2XD', received: '04.01.2027, 09:30\u00a0Uhr', family: 'Anna Schmidt', child: 'Ben Schmidt', package: '3 Monate', course: 'CS Scratch', state: 'withdrawn', stateLabel: 'widerrufen' }],
      unassigned: [],
      assigned: { number: 'CS-7KQ4M2XD', lines: ['Widerruf von Anna Schmidt ist jetzt der Buchung CS-7KQ4M2XD zugeordnet.', 'Die Familie bekommt dadurch nichts Neues.'] },
    });
    render(await BookingsPage(searchParams({ zugeordnet: 'd1' })));
    expect(bookingsOverview.mock.calls[0]![1]).toMatchObject({ assignedId: 'd1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Widerruf von Anna Schmidt ist jetzt der Buchung CS-7KQ4M2XD zugeordnet.Die Familie bekommt dadurch nichts Neues.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Buchung CS-7KQ4M2XD ansehen' })).toHaveAttribute('href', '/intern/buchungen/CS-7KQ4M2XD');
    expect(screen.queryByRole('region', { name: /Nicht zugeordnete Erklärungen/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Alle Buchungen (1)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Alle Buchungen, die neueste zuerst' })).toBeInTheDocument();
  });

  it('says so when the database is not there', async () => {
    service.memberships = undefined;
    render(await BookingsPage(searchParams()));
    expect(screen.getByText(/Die Buchungen sind gerade nicht lesbar/)).toBeInTheDocument();
  });
});

describe('/intern/buchungen/<nummer>', () => {
  it('checks the session before it reads anything, and has its number as title from the address alone', async () => {
    requireStaff.mockRejectedValueOnce(new Error('redirect'));
    await expect(BookingPage(params('CS-7KQ4M2XD'))).rejects.toThrow('redirect');
    expect(deliveryService).not.toHaveBeenCalled();
    expect(await generateMetadata(params('cs-7kq4m2xd'))).toEqual({ title: 'Buchung CS-7KQ4M2XD' });
    expect(await generateMetadata(params('passwoerter'))).toEqual({ title: 'Buchungen' });
    expect(bookingPage).not.toHaveBeenCalled();
  });

  it('is not found for a number no booking has', async () => {
    bookingPage.mockResolvedValueOnce(undefined);
    await expect(BookingPage(params('CS-22222222'))).rejects.toBeInstanceOf(NotFound);
  });

  it('shows the state, the receipt, the origin, the contract with its form and everything the family entered', async () => {
    bookingPage.mockResolvedValueOnce(PAGE);
    render(await BookingPage(params('CS-7KQ4M2XD')));
    expect(screen.getByRole('link', { name: 'Alle Buchungen' })).toHaveAttribute('href', '/intern/buchungen');
    expect(screen.getByRole('heading', { level: 1, name: 'Buchung CS-7KQ4M2XD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Probestunde ansehen' })).toHaveAttribute('href', '/intern/probestunden/2027-01-13');
    const contract = screen.getByRole('region', { name: 'Vertrag' });
    expect(within(contract).getByText('Noch nicht bestätigt.')).toBeInTheDocument();
    expect(within(contract).getByRole('heading', { level: 3, name: 'Vertrag bestätigen' })).toBeInTheDocument();
    expect(within(contract).getByLabelText('Erster Unterrichtstag')).toBeRequired();
    expect(within(contract).getByRole('button', { name: 'Vertrag bestätigen' })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Zahlungsart' });
    expect(within(payment).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Widerrufe und Kündigungen (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'E-Mails zu dieser Buchung (0)' })).toBeInTheDocument();
  });

  it('offers no form once confirmed, and says who confirmed when', async () => {
    bookingPage.mockResolvedValueOnce({ ...PAGE, confirmable: false, contract: [['Bestätigt', 'Bestätigt von lena@codingstars.de am Dienstag, 5. Januar 2027, 10:00\u00a0Uhr']] });
    render(await BookingPage(params('CS-7KQ4M2XD')));
    const contract = screen.getByRole('region', { name: 'Vertrag' });
    expect(within(contract).queryByRole('button', { name: 'Vertrag bestätigen' })).toBeNull();
    expect(within(contract).getByText(/Bestätigt von lena@codingstars.de am Dienstag, 5. Januar 2027, 10:00/)).toBeInTheDocument();
  });
});
