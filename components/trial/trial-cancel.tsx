'use client';

import { trialCancelCopy as copy } from '@/content/trial-cancel';
import type { LinkPageState } from '@/lib/trial/link-page';
import type { CancelView } from '@/lib/trial/link-views';
import { LinkInvalid, LinkOutcome, LinkProblemAlert, LinkQuestion, NewDateLink, useLinkAction, type LinkAct } from './link-page';

/**
 * The cancel link's page: shows the seat's date, rendered by the server from the link, and frees it on the parent's
 * click, a form post that works without script (lib/trial/link-page-actions.ts).
 */
export function TrialCancel({ initial, act }: { initial: LinkPageState<CancelView>; act: LinkAct<CancelView> }) {
  const [{ token, view, problem }, action, pending] = useLinkAction(act, initial);
  if (!view) return <LinkProblemAlert problem={problem} />;
  const date = view.date ?? '';
  switch (view.state) {
    case 'ask':
      return (
        <LinkQuestion
          title={copy.askTitle}
          text={copy.ask(date)}
          button={copy.button}
          after={copy.keep}
          {...{ problem, action, token, pending }}
        />
      );
    case 'invalid':
      return <LinkInvalid />;
    default: {
      const outcomes: Record<typeof view.state, { title: string; text: string }> = {
        done: { title: copy.doneTitle, text: copy.done(date) },
        already: { title: copy.alreadyTitle, text: copy.already(date) },
        past: { title: copy.pastTitle, text: copy.past(date) },
      };
      const outcome = outcomes[view.state];
      return (
        <LinkOutcome title={outcome.title}>
          <p>{outcome.text}</p>
          <NewDateLink />
        </LinkOutcome>
      );
    }
  }
}
