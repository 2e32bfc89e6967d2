'use client';

import { useActionState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { ErrorSummary } from '@/components/forms/error-summary';
import { DECLARATION_PATHS } from '@/content/declaration-links';
import { declarationPageCopy } from '@/content/membership';
import { INITIAL_DECLARATION_STATE, type DeclarationField, type DeclareAction } from '@/lib/membership/declaration-form-state';
import { cn } from '@/lib/ui/class-names';

const { fields: labels } = declarationPageCopy;
const fieldId = (field: DeclarationField) => `erklaerung-${field}`;

/** The control a message in the summary links to (a group's first control). */
const ANCHORS: Partial<Record<DeclarationField, string>> = { cancellationType: 'erklaerung-cancellationType-ordinary', when: 'erklaerung-when-earliest' };

interface DeclarationFormProps {
  kind: 'withdrawal' | 'cancellation';
  declare: DeclareAction;
}

/**
 * "Widerruf bestätigen" or "jetzt kündigen": one form, posted to the server with or without script (STYLE.md habit
 * 13); on success the server sends the family to the confirmation of what it received.
 */
export function DeclarationForm({ kind, declare }: DeclarationFormProps) {
  // The page's own path as the form's action before its script runs (an empty action is invalid HTML).
  const [state, action, pending] = useActionState(declare, INITIAL_DECLARATION_STATE, DECLARATION_PATHS[kind]);
  const { values, errors } = state;
  const cancellation = kind === 'cancellation';
  const summary = (Object.keys(errors) as DeclarationField[]).map((field) => ({ href: `#${ANCHORS[field] ?? fieldId(field)}`, message: errors[field] ?? '' }));

  const describedBy = (field: DeclarationField, hint?: boolean) => [hint && `${fieldId(field)}-hint`, errors[field] && `${fieldId(field)}-error`].filter(Boolean).join(' ') || undefined;
  const message = (field: DeclarationField) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className={FIELD_ERROR_CLASSES}>
        {errors[field]}
      </p>
    );
  const text = (field: DeclarationField, label: string, options: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <div>
      <label htmlFor={fieldId(field)} className="block font-bold">
        {label}
      </label>
      {options.hint && (
        <p id={`${fieldId(field)}-hint`} className="mt-1 text-sm text-ink-soft">
          {options.hint}
        </p>
      )}
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        defaultValue={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, Boolean(options.hint))}
        className={controlClasses(Boolean(errors[field]))}
      />
      {message(field)}
    </div>
  );
  const choice = (field: 'cancellationType' | 'when', value: string, label: string, hint?: string) => (
    <label htmlFor={`${fieldId(field)}-${value}`} className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-[#8d89b0] p-3 has-checked:border-primary has-checked:bg-primary-tint">
      <input id={`${fieldId(field)}-${value}`} type="radio" name={field} value={value} defaultChecked={values[field] === value} className="mt-1 size-5 shrink-0 accent-primary" />
      <span>
        <span className="font-bold">{label}</span>
        {hint && <span className="block text-sm text-ink-soft">{hint}</span>}
      </span>
    </label>
  );

  return (
    // Keyed by the answer: the fields start again from what the server kept (defaultValue).
    <form key={JSON.stringify(values)} action={action} noValidate className="space-y-6">
      {summary.length > 0 && <ErrorSummary entries={summary} />}
      {state.status === 'failed' && state.detail && (
        <div role="alert" className="rounded-xl border-4 border-coral-dark bg-white p-4 font-bold text-coral-dark">
          {state.detail}
        </div>
      )}

      {cancellation && (
        <fieldset className="space-y-3" aria-describedby={describedBy('cancellationType')}>
          <legend className="font-bold">{labels.type}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {choice('cancellationType', 'ordinary', labels.ordinary, labels.ordinaryHint)}
            {choice('cancellationType', 'extraordinary', labels.extraordinary, labels.extraordinaryHint)}
          </div>
          {message('cancellationType')}
          <div>
            <label htmlFor={fieldId('reason')} className="block font-bold">
              {labels.reason}
            </label>
            <p id={`${fieldId('reason')}-hint`} className="mt-1 text-sm text-ink-soft">
              {labels.reasonHint}
            </p>
            <textarea
              id={fieldId('reason')}
              name="reason"
              rows={3}
              defaultValue={values.reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy('reason', true)}
              className={cn(controlClasses(Boolean(errors.reason)), 'py-2')}
            />
            {message('reason')}
          </div>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', labels.name, { autoComplete: 'name' })}
        {text('email', labels.email, { type: 'email', autoComplete: 'email', hint: labels.emailHint })}
      </div>

      <fieldset className="space-y-4">
        <legend className="font-bold">{labels.contract}</legend>
        {text('bookingNumber', labels.number, { hint: labels.numberHint })}
        {text('childName', labels.child)}
      </fieldset>

      {cancellation && (
        <fieldset className="space-y-3" aria-describedby={describedBy('when')}>
          <legend className="font-bold">{labels.when}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {choice('when', 'earliest', labels.earliest)}
            {choice('when', 'date', labels.onDate)}
          </div>
          {text('date', labels.date, { type: 'date' })}
        </fieldset>
      )}

      <button type="submit" disabled={pending} className={cn(buttonClasses(), 'w-full sm:w-auto')}>
        {declarationPageCopy[kind].button}
      </button>
    </form>
  );
}
