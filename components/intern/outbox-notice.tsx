import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { noticeText, OUTBOX_PATH } from '@/lib/outbox/intern-view';

const copy = internCopy.outbox.notice;

/** Under the room's header while mails failed or expired in the last 7 days: how many, and the way to them. */
export function OutboxNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div role="status" className="border-b-2 border-coral-dark bg-white">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
        <p className="font-bold text-coral-dark">
          <span aria-hidden="true">✘ </span>
          {noticeText(count)}
        </p>
        <Link href={OUTBOX_PATH} className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
          {copy.link}
        </Link>
      </Container>
    </div>
  );
}
