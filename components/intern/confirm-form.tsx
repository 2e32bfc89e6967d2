'use client';

import { useActionState, useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { internCopy } from '@/content/intern';
import { LESSON_START_TIMES } from '@/content/lessons';
import type { ConfirmFormState } from '@/lib/membership/intern-actions';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.booking.confirm;

interface ConfirmFormProps {
  number: string;
  /** Whether the form is offered (not yet confirmed, not withdrawn); its answer stays in view once it is not. */
  open: boolean;
  submit: (previous: ConfirmFormState, formData: FormData) => Promise<ConfirmFormState>;
}

/**
 * "Erster Unterrichtstag" and "Vertrag bestätigen": a form post to the server (lib/membership/intern-actions.ts), also
 * without script. The answer says where the contract confirmation went, or why nothing happened, the date kept.
 */
export function ConfirmForm({ number, open, submit }: ConfirmFormProps) {
  const id = useId();
  const [state, action, pending] = useActionState(submit, { firstLesson: '', lessonTime: '' });
  const problem = state.message?.tone === 'problem';
  return (
    <div className="mt-4">
      {open && (
        <form action={action} className="space-y-3">
          <input type="hidden" name="number" value={number} />
          <p className="max-w-prose text-ink-soft">{copy.intro}</p>
          <div>
            <label htmlFor={`${id}-date`} className="block font-bold">
              {copy.firstLesson}
            </label>
            <p id={`${id}-hint`} className="text-sm text-ink-soft">
              {copy.firstLessonHint}
            </p>
            <input
              id={`${id}-date`}
              name="firstLesson"
              type="date"
              required
              defaultValue={state.firstLesson}
              aria-invalid={problem || undefined}
              aria-describedby={cn(`${id}-hint`, problem && `${id}-message`)}
              className={cn(controlClasses(problem), 'max-w-56')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-time`} className="block font-bold">
              {copy.lessonTime}
            </label>
            <p id={`${id}-time-hint`} className="text-sm text-ink-soft">
              {copy.lessonTimeHint}
            </p>
            <select id={`${id}-time`} name="lessonTime" required defaultValue={state.lessonTime} aria-describedby={`${id}-time-hint`} className={cn(controlClasses(), 'max-w-56')}>
              <option value="">–</option>
              {LESSON_START_TIMES.map((time) => (
                <option key={time} value={time}>
                  {copy.lessonTimeOption(time)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={pending} className={buttonClasses({ size: 'lg' })}>
            {copy.button}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className="mt-3">
        {state.message && (
          <span id={`${id}-message`} className={problem ? FIELD_ERROR_CLASSES : 'font-bold text-teal-dark'}>
            {state.message.text}
          </span>
        )}
      </p>
    </div>
  );
}
