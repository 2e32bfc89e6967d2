import type { Metadata } from 'next';
import { TrialDatesTable } from '@/components/intern/trial-dates-table';
import { Container } from '@/components/ui/container';
import { internCopy } from '@/content/intern';
import { requireStaff } from '@/lib/auth/session';
import { currentCalendar } from '@/lib/offer/snapshot';
import { deliveryService } from '@/lib/outbox/service';

const copy = internCopy.trials;

export const metadata: Metadata = { title: copy.title };

/** The trial dates ahead and those of the last eight weeks, each with its seats, waitlist and marks. */
export default async function TrialsPage() {
  await requireStaff();
  const service = await deliveryService();
  const dates = (await service.marks?.overview()) ?? [];
  const daysOff = Object.fromEntries(currentCalendar().daysOff.map((day) => [day.date, day.reason]));
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      <TrialDatesTable caption={copy.coming} dates={dates.filter((date) => !date.past)} daysOff={daysOff} />
      <TrialDatesTable caption={copy.past} dates={dates.filter((date) => date.past).reverse()} daysOff={daysOff} />
    </Container>
  );
}
