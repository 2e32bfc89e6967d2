import { internCopy } from '@/content/intern';
import { declarationView, receiptTime } from '@/lib/membership/declaration-view';
import type { Booking, Declaration } from '@/lib/membership/store';
import { savedAtLabel } from '@/lib/trial/intern-view';
import { FactList } from './fact-list';

const copy = internCopy.booking.declarations;
const kinds = internCopy.bookings.unassigned.kinds;

/** Every withdrawal and cancellation about a booking, newest first: what the family declared and what followed. */
export function BookingDeclarations({ booking, declarations }: { booking: Booking; declarations: Declaration[] }) {
  return (
    <section aria-labelledby="declarations-heading" className="mt-10">
      <h2 id="declarations-heading" className="text-2xl font-extrabold">
        {copy.heading} ({declarations.length})
      </h2>
      {declarations.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {declarations.map((declaration) => {
            const view = declarationView(declaration, booking);
            return (
              <li key={declaration.id}>
                <article aria-labelledby={`declaration-${declaration.id}`} className="rounded-card bg-white p-5 shadow-card">
                  <h3 id={`declaration-${declaration.id}`} className="text-xl font-extrabold">
                    {copy.item(kinds[declaration.kind], receiptTime(declaration.receivedAt))}
                  </h3>
                  <FactList rows={view.rows} />
                  <p className="mt-3 font-bold">{copy.outcome}</p>
                  {view.outcome.map((line) => (
                    <p key={line} className="mt-1 max-w-prose">
                      {line}
                    </p>
                  ))}
                  {declaration.assignedBy && declaration.assignedAt && <p className="mt-3 text-sm text-ink-soft">{copy.assignedBy(declaration.assignedBy, savedAtLabel(declaration.assignedAt))}</p>}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
