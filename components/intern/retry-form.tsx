'use client';

import { useActionState, useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { internCopy } from '@/content/intern';
import type { RetryFormState } from '@/lib/outbox/intern-actions';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.outbox.retry;

export interface RetryFormProps {
  id: string;
  /** 'Bestätigung der Probestunde an anna@beispiel.de': the button's name read aloud, as several rows have one. */
  item: string;
  /** The view the list is in (?stand=…&seite=…), to come back to it. */
  view: { stand?: string; seite?: string };
  submit: (previous: RetryFormState, formData: FormData) => Promise<RetryFormState>;
}

/**
 * "Erneut versuchen" for one failed mail: a form post to the server (lib/outbox/intern-actions.ts), also without
 * script. A press that reached the queue comes back as the list saying what happened; one that could not, says why here.
 */
export function RetryForm({ id, item, view, submit }: RetryFormProps) {
  const messageId = useId();
  const [state, action, pending] = useActionState(submit, {});
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      {view.stand && <input type="hidden" name="stand" value={view.stand} />}
      {view.seite && <input type="hidden" name="seite" value={view.seite} />}
      <button
        type="submit"
        disabled={pending}
        aria-describedby={state.problem ? messageId : undefined}
        className={cn(buttonClasses({ variant: 'secondary' }), 'whitespace-nowrap')}
      >
        {copy.button}
        <span className="sr-only"> ({item})</span>
      </button>
      <p role="status" aria-live="polite" className="text-sm">
        {state.problem && (
          <span id={messageId} className={FIELD_ERROR_CLASSES}>
            {state.problem}
          </span>
        )}
      </p>
    </form>
  );
}
