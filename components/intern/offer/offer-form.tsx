'use client';

import { useActionState, useEffect, useRef } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { offerCopy } from '@/content/intern-offer';
import type { FieldSpec, FormValues, OfferFormState } from '@/lib/offer/intern-forms';
import { cn } from '@/lib/ui/class-names';

const copy = offerCopy.form;

export interface OfferFormProps {
  /** Stable and unique on the page: the fields' ids (and the error summary's links) start with it. */
  id: string;
  legend: string;
  fields: readonly FieldSpec[];
  initial: OfferFormState;
  submit: (previous: OfferFormState, formData: FormData) => Promise<OfferFormState>;
  button: string;
  /** When given, the form sits folded under this line and opens by itself when it has something to say. */
  summary?: string;
}

/** '2027-07-12' → '12.07.2027' without loading lib/ into the browser. */
const dateLabel = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : iso);

/** A value of the saved record as the person reads it beside their own. */
function shown(field: FieldSpec, value: string): string {
  if (field.kind === 'checkbox') return value === 'on' ? copy.yes : copy.no;
  if (value === '') return copy.empty;
  if (field.kind === 'date') return dateLabel(value);
  if (field.kind === 'select') return field.options?.find((option) => option.value === value)?.label ?? value;
  return value;
}

/**
 * One record of the offer as a form (lib/offer/intern-forms.ts gives its fields): a post to the server action, also
 * without script. It carries the record's key and version; the answer comes back as the form's state: an error summary
 * with a link to each field, the message and aria-invalid at the field, everything typed kept; or, when someone saved
 * in between, who and when, and the saved values under the person's own.
 */
export function OfferForm({ id, legend, fields, initial, submit, button, summary }: OfferFormProps) {
  const [state, action, pending] = useActionState(submit, initial);
  // Without script the answer arrives as a page and autoFocus takes the focus; with script, each new answer does.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state !== initial) answer.current?.focus();
  }, [state, initial]);
  const visible = fields.filter((field) => field.kind !== 'hidden');
  // A refusal for a field this form has not (a rule about the whole calendar) is shown at its first field.
  const fieldOf = (name: string) => (visible.some((field) => field.name === name) ? name : (visible[0]?.name ?? name));
  const errors = (state.errors ?? []).map((error) => ({ ...error, field: fieldOf(error.field) }));
  const conflictValues: FormValues | null | undefined = state.conflict?.values;
  // The fields are made again with each answer, so every control (a select too) shows the values it came back with.
  const stamp = `${state.version}|${Object.values(state.values).join('\u241e')}`;
  const answered = Boolean(state.errors?.length || state.conflict || state.problem || state.callOff || state.done);

  const body = (
    <form action={action} noValidate className="space-y-4">
      {errors.length > 0 && <ErrorSummary ref={answer} title={copy.summaryTitle} entries={errors.map((error) => ({ href: `#${id}-${error.field}`, message: error.message }))} />}
      {state.conflict && (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to this form: who saved in between is read first
        <div ref={answer} tabIndex={-1} autoFocus className="rounded-xl border-4 border-star bg-[#fff8e1] p-4 outline-offset-4">
          <div role="alert">
            <p className="font-extrabold">{state.conflict.heading}</p>
            {conflictValues && <p className="mt-1">{copy.conflictIntro}</p>}
          </div>
        </div>
      )}
      <input type="hidden" name="key" value={state.key} />
      <input type="hidden" name="version" value={state.version} />
      <fieldset key={stamp} className="min-w-0">
        <legend className={summary ? 'sr-only' : 'text-xl font-extrabold'}>{legend}</legend>
        <div className={cn('grid gap-x-4 gap-y-4 sm:grid-cols-2 lg:grid-cols-4', !summary && 'mt-3')}>
          {fields.map((field) => {
            const value = state.values[field.name] ?? '';
            if (field.kind === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={value} />;
            const fieldId = `${id}-${field.name}`;
            const own = errors.filter((error) => error.field === field.name);
            const invalid = own.length > 0;
            const describedBy = cn(field.hint && `${fieldId}-hint`, invalid && `${fieldId}-error`, conflictValues && `${fieldId}-now`) || undefined;
            const wide = field.wide || field.kind === 'lines' ? 'sm:col-span-2 lg:col-span-4' : '';
            const now = conflictValues && (
              <p id={`${fieldId}-now`} className="mt-1 rounded-lg bg-[#fff8e1] px-2 py-1 text-sm whitespace-pre-line">
                <span className="font-bold">{copy.conflictNow}</span> {shown(field, conflictValues[field.name] ?? '')}
              </p>
            );
            const message = invalid && (
              <p id={`${fieldId}-error`} className={FIELD_ERROR_CLASSES}>
                {own.map((error) => error.message).join(' ')}
              </p>
            );
            if (field.kind === 'checkbox') {
              return (
                <div key={field.name} className={wide}>
                  <label htmlFor={fieldId} className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
                    <input id={fieldId} name={field.name} type="checkbox" defaultChecked={value === 'on'} aria-describedby={describedBy} className="size-5 accent-primary" />
                    {field.label}
                  </label>
                  {message}
                  {now}
                </div>
              );
            }
            const common = {
              id: fieldId,
              name: field.name,
              defaultValue: value,
              'aria-invalid': invalid || undefined,
              'aria-describedby': describedBy,
            };
            return (
              <div key={field.name} className={wide}>
                <label htmlFor={fieldId} className="block font-bold">
                  {field.label}
                </label>
                {field.kind === 'select' ? (
                  <select {...common} className={controlClasses(invalid)}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'lines' ? (
                  <textarea {...common} rows={Math.min(10, Math.max(4, value.split('\n').length + 1))} className={cn(controlClasses(invalid), 'py-2')} />
                ) : (
                  <input
                    {...common}
                    type={field.kind === 'date' || field.kind === 'time' ? field.kind : 'text'}
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    className={controlClasses(invalid)}
                  />
                )}
                {field.hint && (
                  <p id={`${fieldId}-hint`} className="mt-1 text-sm text-ink-soft">
                    {field.hint}
                  </p>
                )}
                {message}
                {now}
              </div>
            );
          })}
        </div>
      </fieldset>
      {state.callOff && (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to this form: the question comes first
        <div ref={answer} tabIndex={-1} autoFocus className="rounded-xl border-4 border-coral-dark bg-white p-4 outline-offset-4">
          <p role="alert" className="font-bold">
            {state.callOff.text}
          </p>
          <button type="submit" name="confirm" value={state.callOff.date} disabled={pending} className={cn(buttonClasses(), 'mt-3')}>
            {offerCopy.calendar.daysOff.callOffButton}
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" disabled={pending} className={buttonClasses({ variant: state.callOff ? 'secondary' : 'primary' })}>
          {button}
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {state.done && <span className="font-bold text-teal-dark">{state.done}</span>}
        </p>
      </div>
      {state.problem && (
        <p role="alert" className={FIELD_ERROR_CLASSES}>
          {state.problem}
        </p>
      )}
    </form>
  );

  if (!summary) return <div id={id}>{body}</div>;
  return (
    <details id={id} open={answered || undefined} className="group rounded-xl border-2 border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-bold">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          →
        </span>
        {summary}
      </summary>
      <div className="border-t border-line p-4">{body}</div>
    </details>
  );
}
