'use client';

import { buttonClasses } from '@/components/ui/button';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import { trialLinksCopy as shared } from '@/content/trial-links';
import { useLinkView } from '@/lib/hooks/use-link-view';
import type { CancelView } from '@/lib/trial/link-views';
import { LinkLoading, LinkOutcome, LinkProblemAlert, NewDateLink } from './link-page';

/**
 * The cancel link's page: shows the seat's date and frees it on the parent's click. A client leaf of a static page
 * (prerendered pages carry their scripts' hashes); the server decides (app/api/trial/cancel).
 */
export function TrialCancel() {
  const { view, problem, sending, act } = useLinkView<CancelView>('/api/trial/cancel');
  if (view.state === 'loading') return problem ? <LinkProblemAlert problem={problem} /> : <LinkLoading />;
  const date = view.date ?? '';
  switch (view.state) {
    case 'ask':
      return (
        <LinkOutcome title={copy.askTitle}>
          <p>{copy.ask(date)}</p>
          <LinkProblemAlert problem={problem} />
          <button type="button" onClick={() => void act()} disabled={sending} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
            {copy.button}
          </button>
          <p className="mt-6">{copy.keep}</p>
        </LinkOutcome>
      );
    case 'invalid':
      return (
        <LinkOutcome title={shared.invalidTitle}>
          <p>{shared.invalid}</p>
        </LinkOutcome>
      );
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
