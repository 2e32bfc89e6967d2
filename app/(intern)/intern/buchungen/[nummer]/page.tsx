import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingInvoicesSection } from '@/components/billing/booking-invoices';
import { BookingDeclarations } from '@/components/intern/booking-declarations';
import { BookingMailsTable } from '@/components/intern/booking-mails-table';
import { BookingStateBadge } from '@/components/intern/booking-state-badge';
import { ConfirmForm } from '@/components/intern/confirm-form';
import { FactList } from '@/components/intern/fact-list';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { billingInternCopy } from '@/content/billing';
import { requireStaff } from '@/lib/auth/session';
import { bookingInvoices } from '@/lib/billing/intern-reads';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { confirmContract } from '@/lib/membership/intern-actions';
import { bookingPage } from '@/lib/membership/intern-reads';
import { normalizeBookingNumber } from '@/lib/membership/number';
import { deliveryService } from '@/lib/outbox/service';

const copy = internCopy.booking;

// The title comes from the address alone: nothing is read before the page has checked the session.
export async function generateMetadata({ params }: PageProps<'/intern/buchungen/[nummer]'>): Promise<Metadata> {
  const number = normalizeBookingNumber((await params).nummer);
  return { title: number ? copy.title(number) : internCopy.bookings.title };
}

/**
 * One booking for the team: its state and receipt, the contract with "Vertrag bestätigen", everything the family
 * entered (the IBAN in full, only here), its withdrawals and cancellations and the mails about it.
 */
export default async function BookingPage({ params, searchParams }: PageProps<'/intern/buchungen/[nummer]'>) {
  await requireStaff();
  const { nummer } = await params;
  const { bezahlt, fehler } = await searchParams;
  const service = await deliveryService();
  if (!service.db || !service.memberships) notFound();
  const page = await bookingPage(service.db, service.memberships, nummer, berlinIsoDate(new Date()));
  if (!page) notFound();
  const { booking } = page;
  const invoices = service.billing ? await bookingInvoices(service.billing, booking.id) : undefined;
  const paidNotice = typeof bezahlt === 'string' ? billingInternCopy.booking.paidDone(bezahlt) : fehler === 'zahlung' ? billingInternCopy.debits.unavailable : undefined;
  const origin = page.origin && (
    <>
      {page.origin.label}
      {page.origin.trialDate && (
        <>
          {' '}
          <Link href={`/intern/probestunden/${page.origin.trialDate}`} className="font-bold text-primary underline underline-offset-4">
            {copy.trialLink}
          </Link>
        </>
      )}
    </>
  );
  return (
    <Container className="py-10">
      <p>
        <Link href="/intern/buchungen" className="font-bold text-primary underline underline-offset-4">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">{copy.title(booking.number)}</h1>
      <FactList rows={[[copy.state, <BookingStateBadge key="state" state={page.state} label={page.stateLabel} />], [copy.received, page.received], ...(origin ? [[copy.origin, origin] as const] : [])]} />

      <section aria-labelledby="contract-heading" className="mt-10 rounded-card bg-white p-6 shadow-card">
        <h2 id="contract-heading" className="text-2xl font-extrabold">
          {copy.contract.heading}
        </h2>
        {page.contract.length > 0 ? <FactList rows={page.contract} /> : <p className="mt-3">{booking.state === 'withdrawn' ? copy.contract.withdrawnUnconfirmed : copy.contract.notConfirmed}</p>}
        {page.confirmable && <h3 className="mt-6 text-xl font-extrabold">{copy.confirm.heading}</h3>}
        <ConfirmForm number={booking.number} open={page.confirmable} submit={confirmContract} />
      </section>

      <section aria-labelledby="entered-heading" className="mt-10">
        <h2 id="entered-heading" className="text-2xl font-extrabold">
          {copy.entered}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.enteredIntro}</p>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {page.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`entered-${index}`} className="rounded-card bg-white p-5 shadow-card">
              <h3 id={`entered-${index}`} className="text-xl font-extrabold">
                {section.title}
              </h3>
              <FactList rows={section.rows} />
            </section>
          ))}
        </div>
      </section>

      {invoices && <BookingInvoicesSection number={booking.number} data={invoices} {...(paidNotice ? { notice: paidNotice } : {})} />}
      <BookingDeclarations booking={booking} declarations={page.declarations} />
      <BookingMailsTable mails={page.mails} />
    </Container>
  );
}
