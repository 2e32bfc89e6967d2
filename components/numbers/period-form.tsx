import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { buttonClasses } from '@/components/ui/button';
import { numbersCopy as copy } from '@/content/numbers';
import type { PeriodInput } from '@/lib/numbers/period-query';

/**
 * The period to show: two date fields and "Anzeigen", a plain GET form to this page (works without script; the
 * address can be bookmarked and shared in the team). A refused period gets the GOV.UK error summary above the
 * fields, a link to the field to fix and its message beside it; the dates stay as sent.
 */
export function PeriodForm({ input, problem }: { input: PeriodInput; problem?: { field: keyof PeriodInput; message: string } }) {
  const field = (name: keyof PeriodInput, label: string) => {
    const invalid = problem?.field === name;
    return (
      <div>
        <label htmlFor={`period-${name}`} className="font-bold">
          {label}
        </label>
        {invalid && (
          <p id={`period-${name}-error`} className={FIELD_ERROR_CLASSES}>
            {problem.message}
          </p>
        )}
        <input
          id={`period-${name}`}
          name={name}
          type="date"
          defaultValue={input[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `period-hint period-${name}-error` : 'period-hint'}
          className={controlClasses(invalid)}
        />
      </div>
    );
  };
  return (
    <form method="get" action="/intern/zahlen" className="mt-6 rounded-card bg-white p-5 shadow-card">
      {problem && (
        <div role="alert" className="mb-5 rounded-xl border-2 border-coral-dark p-4">
          <h2 id="period-error-title" className="text-lg font-extrabold">
            {copy.period.errorTitle}
          </h2>
          <p className="mt-2">
            <a href={`#period-${problem.field}`} className="font-bold text-coral-dark underline underline-offset-2">
              {problem.message}
            </a>
          </p>
        </div>
      )}
      <fieldset>
        <legend className="text-lg font-extrabold">{copy.period.legend}</legend>
        <p id="period-hint" className="mt-1 text-sm text-ink-soft">
          {copy.period.hint}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-[12rem_12rem_max-content] sm:items-end">
          {field('von', copy.period.from)}
          {field('bis', copy.period.to)}
          <button type="submit" className={buttonClasses()}>
            {copy.period.show}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
