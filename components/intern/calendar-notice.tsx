import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { offerCopy } from '@/content/intern-offer';
import { CALENDAR_MIN_MONTHS_AHEAD } from '@/lib/checks/content-check';

const copy = offerCopy.notice;

/**
 * Under the room's header while less than nine months of the lesson calendar lie ahead: how far it reaches, what
 * follows, and the way to add the next school year's holidays.
 */
export function CalendarNotice({ shortfall }: { shortfall: { end: string; months: number } | undefined }) {
  if (!shortfall) return null;
  return (
    <div role="status" className="border-b-2 border-coral-dark bg-white">
      <Container className="py-3">
        <p className="max-w-prose font-bold text-coral-dark">
          <span aria-hidden="true">! </span>
          {copy.text(shortfall.end, shortfall.months, CALENDAR_MIN_MONTHS_AHEAD)}
        </p>
        <p className="mt-1 max-w-prose">{copy.how}</p>
        <Link href="/intern/angebot/kalender" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
          {copy.link}
        </Link>
      </Container>
    </div>
  );
}
