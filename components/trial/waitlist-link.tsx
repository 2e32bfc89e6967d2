'use client';

import { buttonClasses } from '@/components/ui/button';
import { trialLinksCopy as shared, waitlistClaimCopy, waitlistLeaveCopy } from '@/content/trial-links';
import { useLinkView } from '@/lib/hooks/use-link-view';
import type { WaitlistView } from '@/lib/trial/link-views';
import { LinkLoading, LinkOutcome, LinkProblemAlert, NewDateLink } from './link-page';

type Settled = Extract<WaitlistView, { state: 'booked' | 'claimed' | 'expired' | 'left' }>;

/** The words of a state in which there is nothing left to do on this page. */
function Settled({ view, words }: { view: Settled; words: Record<`${Settled['state']}Title`, string> & Record<Settled['state'], (date: string) => string> }) {
  return (
    <LinkOutcome title={words[`${view.state}Title`]}>
      <p>{words[view.state](view.date)}</p>
      {(view.state === 'expired' || view.state === 'left') && <NewDateLink />}
    </LinkOutcome>
  );
}

function Invalid() {
  return (
    <LinkOutcome title={shared.invalidTitle}>
      <p>{shared.invalid}</p>
    </LinkOutcome>
  );
}

/** The offer link's page: the seat held for the family and until when; one click takes it (app/api/trial/waitlist/claim). */
export function WaitlistClaim() {
  const copy = waitlistClaimCopy;
  const { view, problem, sending, act } = useLinkView<WaitlistView>('/api/trial/waitlist/claim');
  if (view.state === 'loading') return problem ? <LinkProblemAlert problem={problem} /> : <LinkLoading />;
  switch (view.state) {
    case 'offered':
      return (
        <LinkOutcome title={copy.offerTitle}>
          <p>{copy.offer(view.date, view.until)}</p>
          <LinkProblemAlert problem={problem} />
          <button type="button" onClick={() => void act()} disabled={sending} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
            {copy.button}
          </button>
          <p className="mt-6">{copy.notNeeded}</p>
        </LinkOutcome>
      );
    case 'waiting':
      return (
        <LinkOutcome title={copy.waitingTitle}>
          <p>{copy.waiting(view.date, view.position)}</p>
        </LinkOutcome>
      );
    case 'invalid':
      return <Invalid />;
    default:
      return <Settled view={view} words={copy} />;
  }
}

/** The leave link's page: where the family stands; one click takes it off the list (app/api/trial/waitlist/leave). */
export function WaitlistLeave() {
  const copy = waitlistLeaveCopy;
  const { view, problem, sending, act } = useLinkView<WaitlistView>('/api/trial/waitlist/leave');
  if (view.state === 'loading') return problem ? <LinkProblemAlert problem={problem} /> : <LinkLoading />;
  switch (view.state) {
    case 'waiting':
    case 'offered':
      return (
        <LinkOutcome title={view.state === 'waiting' ? copy.waitingTitle : copy.offeredTitle}>
          <p>{view.state === 'waiting' ? copy.waiting(view.date, view.position) : copy.offered(view.date, view.until)}</p>
          <LinkProblemAlert problem={problem} />
          <button type="button" onClick={() => void act()} disabled={sending} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
            {view.state === 'waiting' ? copy.button : copy.offeredButton}
          </button>
          <p className="mt-6">{view.state === 'waiting' ? copy.keep : copy.offeredKeep}</p>
        </LinkOutcome>
      );
    case 'invalid':
      return <Invalid />;
    default:
      // A family that took the seat is booked: the leave page has nothing to undo then.
      return <Settled view={view} words={{ ...copy, bookedTitle: copy.claimedTitle, booked: copy.claimed }} />;
  }
}
