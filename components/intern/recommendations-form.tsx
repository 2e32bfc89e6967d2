'use client';

import { useActionState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { internCopy } from '@/content/intern';
import type { RecommendationsState } from '@/lib/trial/intern-actions';

const copy = internCopy.day.recommendations;

/** "Empfehlungen senden" for one trial date: a form post; the answer says how many went out now and before. */
export function RecommendationsForm({ date, submit }: { date: string; submit: (previous: RecommendationsState, formData: FormData) => Promise<RecommendationsState> }) {
  const [state, action, pending] = useActionState(submit, {});
  return (
    <form action={action} className="mt-4">
      <input type="hidden" name="date" value={date} />
      <button type="submit" disabled={pending} className={buttonClasses({ size: 'lg' })}>
        {copy.button}
      </button>
      <div role="status" aria-live="polite" className="mt-3">
        {state.result && (
          <p className="font-bold text-teal-dark">
            {copy.result(state.result.queued, state.result.before)}
            {state.result.open > 0 && <span className="block font-normal text-ink">{copy.open(state.result.open)}</span>}
          </p>
        )}
        {state.error && <p className="font-bold text-coral-dark">{internCopy.day.unavailable}</p>}
      </div>
    </form>
  );
}
