'use client';

import { useActionState, useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { internCopy } from '@/content/intern';
import type { AssignFormState } from '@/lib/membership/intern-actions';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.bookings.unassigned;

function errorText(state: AssignFormState): string | undefined {
  switch (state.error) {
    case undefined:
      return undefined;
    case 'number':
      return copy.errors.number;
    case 'unknown-booking':
      return copy.errors.unknownBooking(state.number);
    case 'already-assigned':
      return copy.errors.alreadyAssigned;
    case 'unknown':
      return copy.errors.unknown;
    case 'unavailable':
      return copy.errors.unavailable;
  }
}

interface AssignFormProps {
  declarationId: string;
  /** 'Kündigung von Anna Schmidt': the field's and button's names read aloud, as several forms share the page. */
  item: string;
  submit: (previous: AssignFormState, formData: FormData) => Promise<AssignFormState>;
}

/**
 * "Buchungsnummer" and "Zuordnen" for one declaration that matched no booking. A form post to the server
 * (lib/membership/intern-actions.ts), also without script; a refused number stays in the field with the reason.
 */
export function AssignForm({ declarationId, item, submit }: AssignFormProps) {
  const id = useId();
  const [state, action, pending] = useActionState(submit, { number: '' });
  const error = errorText(state);
  return (
    <form action={action} className="mt-4 border-t border-line pt-4">
      <input type="hidden" name="declaration" value={declarationId} />
      <label htmlFor={`${id}-number`} className="block font-bold">
        {copy.number}
        <span className="sr-only"> ({item})</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {copy.numberHint}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <input
          id={`${id}-number`}
          name="number"
          type="text"
          required
          autoComplete="off"
          spellCheck={false}
          defaultValue={state.number}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}
          className={cn(controlClasses(Boolean(error)), 'max-w-56 font-mono uppercase')}
        />
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {copy.assign}
          <span className="sr-only"> ({item})</span>
        </button>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {error && (
          <span id={`${id}-error`} className={FIELD_ERROR_CLASSES}>
            {error}
          </span>
        )}
      </p>
    </form>
  );
}
