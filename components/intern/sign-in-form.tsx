'use client';

import { useActionState, useId } from 'react';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { buttonClasses } from '@/components/ui/button';
import { internCopy } from '@/content/intern';
import type { SignInState } from '@/lib/auth/actions';

const copy = internCopy.signIn;

/** The e-mail field and "Anmeldelink senden": a form post to the server (lib/auth/actions.ts), also without script. */
export function SignInForm({ submit }: { submit: (previous: SignInState, formData: FormData) => Promise<SignInState> }) {
  const id = useId();
  const [state, action, pending] = useActionState(submit, { email: '' }, '/intern/anmelden');
  const invalid = state.outcome === 'invalid';
  const message = { sent: copy.sent(state.email), 'too-many': copy.tooMany, unavailable: copy.unavailable, invalid: undefined };
  return (
    <form action={action} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="block font-bold">
          {copy.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.email}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={controlClasses(invalid)}
        />
        {invalid && (
          <p id={`${id}-error`} className={FIELD_ERROR_CLASSES}>
            {copy.invalidEmail}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ size: 'lg' })}>
        {copy.button}
      </button>
      <div role="status" aria-live="polite">
        {state.outcome && message[state.outcome] && (
          <p className={state.outcome === 'sent' ? 'rounded-xl border-2 border-teal bg-teal/10 p-4 text-teal-dark' : 'rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark'}>
            {message[state.outcome]}
          </p>
        )}
      </div>
    </form>
  );
}
