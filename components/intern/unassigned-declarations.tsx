import { internCopy } from '@/content/intern';
import { declarationView } from '@/lib/membership/declaration-view';
import type { AssignFormState } from '@/lib/membership/intern-actions';
import { declarationItem } from '@/lib/membership/intern-view';
import type { Declaration } from '@/lib/membership/store';
import { AssignForm } from './assign-form';
import { FactList } from './fact-list';

const copy = internCopy.bookings.unassigned;

/**
 * Withdrawals and cancellations that matched no booking ("nicht zugeordnet"): what the family gave, as its confirmation
 * showed it, and per declaration "Buchungsnummer" and "Zuordnen". Shown only when there are any.
 */
export function UnassignedDeclarations({ declarations, submit }: { declarations: Declaration[]; submit: (previous: AssignFormState, formData: FormData) => Promise<AssignFormState> }) {
  if (declarations.length === 0) return null;
  return (
    <section id="nicht-zugeordnet" aria-labelledby="unassigned-heading" className="mt-10 scroll-mt-6">
      <h2 id="unassigned-heading" className="text-2xl font-extrabold">
        {copy.heading} ({declarations.length})
      </h2>
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="mt-2 max-w-prose text-ink-soft">
          {paragraph}
        </p>
      ))}
      <ol className="mt-4 grid gap-4 lg:grid-cols-2">
        {declarations.map((declaration) => {
          const item = declarationItem(declaration);
          return (
            <li key={declaration.id}>
              <article aria-labelledby={`declaration-${declaration.id}`} className="h-full rounded-card border-2 border-dashed border-coral-dark bg-white p-5 shadow-card">
                <h3 id={`declaration-${declaration.id}`} className="text-xl font-extrabold">
                  {item}
                </h3>
                <FactList rows={declarationView(declaration, undefined).rows} />
                <AssignForm declarationId={declaration.id} item={item} submit={submit} />
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
