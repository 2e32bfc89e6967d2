'use client';

import { useActionState } from 'react';
import { FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import type { RemoveState } from '@/lib/offer/intern-actions';
import { cn } from '@/lib/ui/class-names';

interface RemoveFormProps {
  recordKey: string;
  version: number;
  /** The button's words, and what a screen reader hears when they alone would be unclear. */
  label: string;
  accessibleLabel?: string;
  submit: (previous: RemoveState, formData: FormData) => Promise<RemoveState>;
  tone?: 'quiet' | 'strong';
}

/**
 * A button that removes one record of the offer ("Entfernen", "Aktion beenden"): a form post to the server with the
 * record's version, also without script. Removed, the record leaves the page; changed meanwhile, it says so.
 */
export function RemoveForm({ recordKey, version, label, accessibleLabel, submit, tone = 'quiet' }: RemoveFormProps) {
  const [state, action, pending] = useActionState(submit, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="key" value={recordKey} />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        disabled={pending}
        aria-label={accessibleLabel}
        className={cn(
          'min-h-11 rounded-pill border-2 px-4 font-bold',
          tone === 'strong' ? 'border-coral-dark text-coral-dark hover:bg-[#fdeceb]' : 'border-primary text-primary hover:bg-primary-tint',
        )}
      >
        {label}
      </button>
      {state.error && (
        <p role="alert" className={FIELD_ERROR_CLASSES}>
          {state.error}
        </p>
      )}
    </form>
  );
}
