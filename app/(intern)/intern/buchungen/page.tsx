import type { Metadata } from 'next';
import { BookingsTable } from '@/components/intern/bookings-table';
import { UnassignedDeclarations } from '@/components/intern/unassigned-declarations';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { requireStaff } from '@/lib/auth/session';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { assignDeclaration } from '@/lib/membership/intern-actions';
import { bookingsOverview } from '@/lib/membership/intern-reads';
import { deliveryService } from '@/lib/outbox/service';

const copy = internCopy.bookings;

export const metadata: Metadata = { title: copy.title };

/** Every booking, newest first, with its state; above it the withdrawals and cancellations that matched none. */
export default async function BookingsPage({ searchParams }: PageProps<'/intern/buchungen'>) {
  await requireStaff();
  const { zugeordnet } = await searchParams;
  const { memberships } = await deliveryService();
  const overview = memberships ? await bookingsOverview(memberships, { today: berlinIsoDate(new Date()), ...(typeof zugeordnet === 'string' ? { assignedId: zugeordnet } : {}) }) : undefined;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      {!overview ? (
        <p className="mt-6 font-bold">{copy.unavailable}</p>
      ) : (
        <>
          {overview.assigned && (
            <div role="status" className="mt-6 max-w-prose rounded-card border-2 border-teal-dark bg-white p-4">
              {overview.assigned.lines.map((line, i) => (
                <p key={line} className={i === 0 ? 'font-bold text-teal-dark' : 'mt-1'}>
                  {line}
                </p>
              ))}
              <p className="mt-2">
                <Link href={`/intern/buchungen/${overview.assigned.number}`} className="font-bold text-primary underline underline-offset-4">
                  {copy.unassigned.done.open(overview.assigned.number)}
                </Link>
              </p>
            </div>
          )}
          <UnassignedDeclarations declarations={overview.unassigned} submit={assignDeclaration} />
          <section aria-labelledby="bookings-heading" className="mt-10">
            <h2 id="bookings-heading" className="text-2xl font-extrabold">
              {copy.listHeading} ({overview.rows.length})
            </h2>
            <BookingsTable rows={overview.rows} />
          </section>
        </>
      )}
    </Container>
  );
}
