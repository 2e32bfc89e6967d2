'use client';

import { trialStopCopy as copy } from '@/content/trial-links';
import type { LinkPageState } from '@/lib/trial/link-page';
import type { StopView } from '@/lib/trial/link-views';
import { LinkInvalid, LinkOutcome, LinkProblemAlert, LinkQuestion, useLinkAction, type LinkAct } from './link-page';

/**
 * The stop link's page: names the trial, rendered by the server from the link, and ends the mails after the lesson on
 * the parent's click, a form post that works without script (lib/trial/link-page-actions.ts). Opened again it says
 * that no more mail comes.
 */
export function TrialStop({ initial, act }: { initial: LinkPageState<StopView>; act: LinkAct<StopView> }) {
  const [{ token, view, problem }, action, pending] = useLinkAction(act, initial);
  if (!view) return <LinkProblemAlert problem={problem} />;
  switch (view.state) {
    case 'ask':
      return (
        <LinkQuestion
          title={copy.askTitle}
          text={copy.ask(view.date)}
          button={copy.button}
          after={copy.keep}
          {...{ problem, action, token, pending }}
        />
      );
    case 'stopped':
      return (
        <LinkOutcome title={copy.stoppedTitle}>
          <p>{copy.stopped(view.date)}</p>
          <p className="mt-4">{copy.later}</p>
        </LinkOutcome>
      );
    default:
      return <LinkInvalid />;
  }
}
