'use client';

import { useCallback, useEffect, useState } from 'react';
import { trialSignupCopy as copy } from '@/content/trial-signup';
import { FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { emailConfig } from '@/lib/email/config';
import { WAITLIST_SUFFIX, type TrialDateOption } from '@/lib/forms/enquiry-form-state';
import { isChoosable, isFull } from '@/lib/forms/trial-outcome';
import { trialDayLabel } from '@/lib/trial/link-views';
import { trialOn } from '@/lib/trial/time';
import { cn } from '@/lib/ui/class-names';
import { DateOption } from '@/components/trial/date-option';

export interface TrialDates {
  options: TrialDateOption[];
  /** Whether the parent gets a confirmation mail at once; undefined until the server has said. */
  confirmation: boolean | undefined;
  /** Asks the server again (after 'ausgebucht'); resolves the fresh options. */
  refresh(): Promise<TrialDateOption[]>;
}

const OFFERED = 4;

/**
 * The next four trial dates. The page's HTML carries them (`offered`, from the server: the form works before and
 * without script); in the browser they follow its clock (from `datesAhead`, every trial date the lessons calendar
 * holds, so the browser does not load the calendar) and, when the site takes signups itself, the seats left on each
 * from /api/trial/dates (its list wins then).
 */
export function useTrialDates(datesAhead: readonly string[], offered: TrialDateOption[], offeredConfirmation?: boolean): TrialDates {
  const [options, setOptions] = useState<TrialDateOption[]>(offered);
  const [confirmation, setConfirmation] = useState<boolean | undefined>(offeredConfirmation);

  const refresh = useCallback(async () => {
    const now = Date.now();
    const computed = datesAhead
      .filter((date) => now < Date.parse(trialOn(date).end))
      .slice(0, OFFERED)
      .map((date) => ({ date, label: trialDayLabel(date) }));
    if (!emailConfig().embedded) {
      setOptions(computed);
      setConfirmation(false);
      return computed;
    }
    try {
      const response = await fetch('/api/trial/dates', { cache: 'no-store' });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { confirmation: boolean; dates: TrialDateOption[] };
      setOptions(body.dates);
      setConfirmation(body.confirmation);
      return body.dates;
    } catch {
      // Seats unknown: every date stays choosable, and the server still refuses a 13th child.
      setOptions(computed);
      return computed;
    }
  }, [datesAhead]);

  useEffect(() => {
    // The clock and the seats are the browser's and the server's now, not those of the page's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  return { options, confirmation, refresh };
}

interface TrialDateChoiceProps {
  id: string;
  options: TrialDateOption[];
  value: string;
  onChange(date: string): void;
  error?: string;
}

/** The id of a date's radio, for the error summary's link to the choice. */
export const dateOptionId = (id: string, date: string) => `${id}-${date}`;

/**
 * One radio per date: the date, and how many seats are left; a full date offers its waitlist while it is open. The
 * radios are the form's field `trialDate`: a full date's value asks for its waitlist, so the choice also works as a
 * plain form post.
 */
export function TrialDateChoice({ id, options, value, onChange, error }: TrialDateChoiceProps) {
  return (
    <fieldset aria-describedby={cn(`${id}-hint`, error && `${id}-error`)} aria-invalid={error ? true : undefined}>
      <legend className="font-bold">{copy.legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {copy.hint}
      </p>
      {options.length === 0 ? (
        <p className="mt-2">{copy.none}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const full = isFull(option);
            return (
              <DateOption
                key={option.date}
                id={dateOptionId(id, option.date)}
                name="trialDate"
                value={full ? `${option.date}${WAITLIST_SUFFIX}` : option.date}
                checked={value === option.date}
                disabled={!isChoosable(option)}
                onChange={() => onChange(option.date)}
              >
                <span className="block font-bold">{option.label}</span>
                <span className="block text-sm">{copy.time}</span>
                {option.seatsLeft !== undefined && <span className="block text-sm">{full ? <strong>{copy.full}</strong> : copy.seatsLeft(option.seatsLeft)}</span>}
                {full && isChoosable(option) && <span className="block text-sm">{copy.waitlistOption(option.waitlist?.waiting ?? 0)}</span>}
              </DateOption>
            );
          })}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={FIELD_ERROR_CLASSES}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
