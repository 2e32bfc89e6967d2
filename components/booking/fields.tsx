import type { ReactNode } from 'react';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { cn } from '@/lib/ui/class-names';

/** Form controls of the booking wizard: a visible label, the error under the control, linked by aria-describedby. */

export const fieldId = (name: string) => `booking-${name}`;
const errorId = (name: string) => `booking-${name}-error`;

function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className={FIELD_ERROR_CLASSES}>
      {error}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  inputMode?: 'numeric' | 'text';
  hint?: string;
  /** A non-blocking note under the field (a live region, so it is announced when it appears). */
  note?: string;
  className?: string;
  min?: number;
  max?: number;
}

export function TextField({ name, label, value, error, onChange, autoComplete, type = 'text', inputMode, hint, note, className, min, max }: TextFieldProps) {
  const hintId = `${fieldId(name)}-hint`;
  const noteId = `${fieldId(name)}-note`;
  const describedBy = [hint ? hintId : '', error ? errorId(name) : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(Boolean(error))}
      />
      <FieldError name={name} error={error} />
      {note !== undefined && (
        <div role="status">
          {note && (
            <p id={noteId} className={NOTE_CLASSES}>
              {note}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A plain note that asks nothing of the parent (the age fit): not an error, so no coral. */
export const NOTE_CLASSES = 'mt-2 rounded-xl border-2 border-primary/30 bg-primary-tint p-3 text-sm';

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoComplete: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  className?: string;
}

export function SelectField({ name, label, value, error, onChange, autoComplete, options, placeholder, className }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block font-bold">
        {label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        className={controlClasses(Boolean(error))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}

interface RadioGroupProps {
  name: string;
  legend: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string; hint?: string }[];
  inline?: boolean;
}

/** Radios in a fieldset; the first radio carries the field's id, so focusing an invalid group lands on it. */
export function RadioGroup({ name, legend, value, error, onChange, options, inline }: RadioGroupProps) {
  return (
    <fieldset aria-describedby={error ? errorId(name) : undefined}>
      <legend className="font-bold">{legend}</legend>
      <div className={cn('mt-2 gap-3', inline ? 'flex flex-wrap' : 'grid')}>
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex min-h-12 cursor-pointer gap-3 rounded-xl border-2 bg-white px-4 py-3 has-checked:border-primary has-checked:bg-primary-tint',
                error ? 'border-coral-dark' : 'border-line',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>
                <span className="font-bold">{option.label}</span>
                {option.hint && <span className="mt-1 block text-sm text-ink-soft">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

export function CheckboxField({ name, checked, error, onChange, children }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex gap-3">
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={fieldId(name)}>{children}</label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
