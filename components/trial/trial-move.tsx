'use client';

import { useId, useState } from 'react';
import { trialMoveCopy as copy } from '@/content/trial-links';
import type { LinkPageState } from '@/lib/trial/link-page';
import type { MoveView } from '@/lib/trial/link-views';
import { DateOption } from './date-option';
import { LinkButton, LinkForm, LinkInvalid, LinkOutcome, LinkProblemAlert, NewDateLink, useLinkAction, type LinkAct } from './link-page';

/**
 * The move link's page: the seat's date and the next four trial dates with their free seats, rendered by the server
 * from the link; the parent chooses one and the server moves the seat in one step (a form post, also without script).
 * A date that filled meanwhile comes back with fresh seats and the old seat untouched. A seat whose child missed its
 * lesson catches up on a new date the same way.
 */
export function TrialMove({ initial, act }: { initial: LinkPageState<MoveView>; act: LinkAct<MoveView> }) {
  const id = useId();
  const [{ token, view, problem }, action, pending] = useLinkAction(act, initial);
  const [choice, setChoice] = useState('');
  if (!view) return <LinkProblemAlert problem={problem} />;

  switch (view.state) {
    case 'choose':
    case 'full':
    case 'limit': {
      const open = view.options.filter((option) => !option.current && option.seatsLeft > 0);
      // Until the parent chooses: the first free date after the current one (most often "next week instead").
      const chosen = open.find((option) => option.date === choice) ?? open.find((option) => option.date > view.current) ?? open[0];
      return (
        <LinkOutcome title={copy.chooseTitle}>
          <p>{view.missed ? copy.chooseMissed(view.date) : copy.choose(view.date)}</p>
          {view.state !== 'choose' && (
            <p role="alert" className="mt-4 rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark">
              {view.state === 'full' ? copy.fullNow : copy.limit}
            </p>
          )}
          <LinkForm action={action} token={token}>
            <fieldset className="mt-6">
              <legend className="font-bold">{copy.legend}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {view.options.map((option) => (
                  <DateOption
                    key={option.date}
                    id={`${id}-${option.date}`}
                    name="date"
                    value={option.date}
                    checked={chosen?.date === option.date}
                    disabled={option.current || option.seatsLeft === 0}
                    onChange={() => setChoice(option.date)}
                  >
                    <span className="block font-bold">{option.label}</span>
                    <span className="block text-sm">{copy.time}</span>
                    <span className="block text-sm">{option.current ? <strong>{copy.current}</strong> : option.seatsLeft === 0 ? <strong>{copy.full}</strong> : copy.seatsLeft(option.seatsLeft)}</span>
                  </DateOption>
                ))}
              </div>
            </fieldset>
            <LinkProblemAlert problem={problem} />
            {chosen ? (
              <LinkButton pending={pending}>{copy.button}</LinkButton>
            ) : (
              <p className="mt-6 font-bold">{copy.none}</p>
            )}
          </LinkForm>
          <p className="mt-6">{view.missed ? copy.keepMissed : copy.keep}</p>
        </LinkOutcome>
      );
    }
    case 'moved':
      return (
        <LinkOutcome title={copy.movedTitle}>
          <p>{copy.moved(view.date, view.from)}</p>
        </LinkOutcome>
      );
    case 'cancelled':
    case 'started':
      return (
        <LinkOutcome title={view.state === 'cancelled' ? copy.cancelledTitle : copy.startedTitle}>
          <p>{view.state === 'cancelled' ? copy.cancelled(view.date) : copy.started(view.date)}</p>
          <NewDateLink />
        </LinkOutcome>
      );
    default:
      return <LinkInvalid />;
  }
}
