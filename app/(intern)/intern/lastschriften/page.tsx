import type { Metadata } from 'next';
import { CollectionDaySection } from '@/components/billing/collection-day';
import { Container } from '@/components/ui/container';
import { billingInternCopy } from '@/content/billing';
import { requireStaff } from '@/lib/auth/session';
import { collectionDays } from '@/lib/billing/intern-reads';
import { euro } from '@/lib/billing/money';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { longDay } from '@/lib/membership/declaration-view';
import { deliveryService } from '@/lib/outbox/service';

const copy = billingInternCopy.debits;

export const metadata: Metadata = { title: copy.title };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The announced direct debits per collection day, "Datei für die Bank", the files and "Rücklastschrift" (issue 62). */
export default async function DebitsPage({ searchParams }: PageProps<'/intern/lastschriften'>) {
  await requireStaff();
  const query = await searchParams;
  const service = await deliveryService();
  const days = service.billing ? await collectionDays(service.billing, berlinIsoDate(new Date())) : [];
  const exported = one(query.datei);
  const file = exported ? days.flatMap((day) => day.files).find((candidate) => candidate.id === exported) : undefined;
  const empty = one(query.leer);
  const returned = one(query.zurueck);
  const problem = one(query.fehler);
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      {!service.creditor.iban && <p className="mt-4 font-bold">{copy.noCreditorIban}</p>}
      <div role="status" className="mt-4 font-bold">
        {file && <p>{copy.exported(file.count, euro(file.amountCents))}</p>}
        {empty && <p>{`${longDay(empty)}: ${copy.empty}`}</p>}
        {returned && <p>{copy.returned(returned)}</p>}
        {problem && <p className="text-coral-dark">{problem === 'nicht-moeglich' ? copy.notAllowed : copy.unavailable}</p>}
      </div>
      {days.length === 0 && <p className="mt-6">{copy.none}</p>}
      {days.map((day) => (
        <CollectionDaySection key={day.date} day={day} {...(exported ? { exported } : {})} />
      ))}
    </Container>
  );
}
