'use client';

import { waitlistClaimCopy, waitlistLeaveCopy } from '@/content/trial-links';
import type { LinkPageState } from '@/lib/trial/link-page';
import type { WaitlistView } from '@/lib/trial/link-views';
import { LinkInvalid, LinkOutcome, LinkProblemAlert, LinkQuestion, NewDateLink, useLinkAction, type LinkAct } from './link-page';

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

/** The offer link's page: the seat held for the family and until when; one click takes it (a form post). */
export function WaitlistClaim({ initial, act }: { initial: LinkPageState<WaitlistView>; act: LinkAct<WaitlistView> }) {
  const copy = waitlistClaimCopy;
  const [{ token, view, problem }, action, pending] = useLinkAction(act, initial);
  if (!view) return <LinkProblemAlert problem={problem} />;
  switch (view.state) {
    case 'offered':
      return (
        <LinkQuestion
          title={copy.offerTitle}
          text={copy.offer(view.date, view.until)}
          button={copy.button}
          after={copy.notNeeded}
          {...{ problem, action, token, pending }}
        />
      );
    case 'waiting':
      return (
        <LinkOutcome title={copy.waitingTitle}>
          <p>{copy.waiting(view.date, view.position)}</p>
        </LinkOutcome>
      );
    case 'invalid':
      return <LinkInvalid />;
    default:
      return <Settled view={view} words={copy} />;
  }
}

/** The leave link's page: where the family stands; one click takes it off the list (a form post). */
export function WaitlistLeave({ initial, act }: { initial: LinkPageState<WaitlistView>; act: LinkAct<WaitlistView> }) {
  const copy = waitlistLeaveCopy;
  const [{ token, view, problem }, action, pending] = useLinkAction(act, initial);
  if (!view) return <LinkProblemAlert problem={problem} />;
  switch (view.state) {
    case 'waiting':
    case 'offered':
      return (
        <LinkQuestion
          title={view.state === 'waiting' ? copy.waitingTitle : copy.offeredTitle}
          text={view.state === 'waiting' ? copy.waiting(view.date, view.position) : copy.offered(view.date, view.until)}
          button={view.state === 'waiting' ? copy.button : copy.offeredButton}
          after={view.state === 'waiting' ? copy.keep : copy.offeredKeep}
          {...{ problem, action, token, pending }}
        />
      );
    case 'invalid':
      return <LinkInvalid />;
    default:
      // A family that took the seat is booked: the leave page has nothing to undo then.
      return <Settled view={view} words={{ ...copy, bookedTitle: copy.claimedTitle, booked: copy.claimed }} />;
  }
}
