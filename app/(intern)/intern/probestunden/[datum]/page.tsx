import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RecommendationsForm } from '@/components/intern/recommendations-form';
import { TrialCallOffNotice } from '@/components/intern/trial-call-off-notice';
import { TrialChildCard } from '@/components/intern/trial-child-card';
import { UndeliverableMark } from '@/components/intern/undeliverable-mark';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { requireStaff } from '@/lib/auth/session';
import { env } from '@/lib/server/env';
import { isUndeliverable, undeliverableAddresses } from '@/lib/outbox/intern-reads';
import { deliveryService } from '@/lib/outbox/service';
import { trialCallOff } from '@/lib/trial/call-off';
import { sendRecommendations } from '@/lib/trial/intern-actions';
import { savedAtLabel, trialDayLabel } from '@/lib/trial/intern-view';
import { TRIAL_SEATS } from '@/lib/trial/seats';
import { trialOn } from '@/lib/trial/time';

const copy = internCopy.day;

const dateOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined);

export async function generateMetadata({ params }: PageProps<'/intern/probestunden/[datum]'>): Promise<Metadata> {
  const date = dateOf((await params).datum);
  return { title: date ? copy.title(trialDayLabel(date)) : internCopy.trials.title };
}

/**
 * One trial date for the team: each child with the parent's details, the waitlist, the join link; from the lesson's
 * start on, per child "Teilgenommen" or "Nicht gekommen", the recommended course and a note; then the
 * recommendations to the families. The 08:00 list links here.
 */
export default async function TrialDayPage({ params }: PageProps<'/intern/probestunden/[datum]'>) {
  await requireStaff();
  const date = dateOf((await params).datum);
  if (!date) notFound();
  const service = await deliveryService();
  if (!service.marks || !service.db) notFound();
  const [day, undeliverable, calledOff] = await Promise.all([
    service.marks.day(date),
    undeliverableAddresses(service.db, trialOn(date).start),
    trialCallOff().then((callOff) => callOff?.record(date)),
  ]);
  // A trial called off has no lesson to mark: the children stay listed (until they move), without marks.
  const started = day.started && !calledOff;
  return (
    <Container className="py-10">
      <p>
        <Link href="/intern/probestunden" className="font-bold text-primary underline underline-offset-4">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-balance">{copy.title(trialDayLabel(date))}</h1>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-ink-soft">
        <li>{copy.time}</li>
        <li>{copy.seats(day.seatsTaken, TRIAL_SEATS)}</li>
        <li>
          {env.trialJoinUrl ? (
            <a href={env.trialJoinUrl} className="font-bold text-primary underline underline-offset-4">
              {copy.join}
            </a>
          ) : (
            copy.noJoin
          )}
        </li>
      </ul>

      {calledOff && <TrialCallOffNotice callOff={calledOff} />}

      <section aria-labelledby="children-heading" className="mt-10">
        <h2 id="children-heading" className="text-2xl font-extrabold">
          {copy.children} ({day.children.length})
        </h2>
        {!day.started && !calledOff && day.children.length > 0 && <p className="mt-2 text-ink-soft">{copy.notStarted}</p>}
        {day.children.length === 0 ? (
          <p className="mt-3">{copy.noChildren}</p>
        ) : (
          <ol className="mt-4 grid gap-4 lg:grid-cols-2">
            {day.children.map((child, index) => (
              <li key={child.signupId}>
                <TrialChildCard
                  child={child}
                  number={index + 1}
                  date={date}
                  started={started}
                  savedAt={child.markedAt ? savedAtLabel(child.markedAt) : undefined}
                  undeliverable={isUndeliverable(undeliverable, child.email)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      {started && day.children.length > 0 && (
        <section aria-labelledby="recommendations-heading" className="mt-10 rounded-card bg-white p-6 shadow-card">
          <h2 id="recommendations-heading" className="text-2xl font-extrabold">
            {copy.recommendations.heading}
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">{copy.recommendations.intro}</p>
          {service.relaying ? <RecommendationsForm date={date} submit={sendRecommendations} /> : <p className="mt-4 font-bold">{copy.recommendations.noRelay}</p>}
        </section>
      )}

      <section aria-labelledby="waitlist-heading" className="mt-10">
        <h2 id="waitlist-heading" className="text-2xl font-extrabold">
          {copy.waitlist} ({day.waitlist.length})
        </h2>
        {day.waitlist.length === 0 ? (
          <p className="mt-3">{copy.noWaitlist}</p>
        ) : (
          <ol className="mt-4 space-y-2">
            {day.waitlist.map((person) => (
              <li key={person.id} className="rounded-xl bg-white p-4 shadow-card">
                <span className="font-bold">{person.child}</span> – {person.parent},{' '}
                <a href={`mailto:${person.email}`} className="text-primary underline">
                  {person.email}
                </a>
                , <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap">{person.phone}</a>
                {isUndeliverable(undeliverable, person.email) && <UndeliverableMark />}
                <span className="block text-sm text-ink-soft">{person.status === 'offered' && person.offerUntil ? copy.offered(savedAtLabel(person.offerUntil)) : copy.waiting}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Container>
  );
}
