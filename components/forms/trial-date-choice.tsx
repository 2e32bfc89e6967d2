'use client';

import { useCallback, useEffect, useState } from 'react';
import { trialSignupCopy as copy } from '@/content/trial-signup';
import { FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { formatLongDate } from '@/lib/dates';
import { emailConfig } from '@/lib/email/config';
import { trialOn } from '@/lib/trial/time';
import { cn } from '@/lib/utils';
import { DateOption } from '@/components/trial/date-option';

export interface TrialDateOption {
  date: string;
  /** 'Mittwoch, 6. Januar 2027' */
  label: string;
  /** Unknown without the site's own database (EmailJS) or before it has answered. */
  seatsLeft?: number;
  /** A full date whose waitlist still takes families (until 14:00 on the day), and how many wait already. */
  waitlist?: { open: boolean; waiting: number };
}

export interface TrialDates {
  options: TrialDateOption[];
  /** Whether the parent gets a confirmation mail at once; undefined until the server has said. */
  confirmation: boolean | undefined;
  /** Asks the server again (after 'ausgebucht'); resolves the fresh options. */
  refresh(): Promise<TrialDateOption[]>;
}

const OFFERED = 4;
const labelOf = (date: string) => ({ date, label: formatLongDate(new Date(trialOn(date).start)) });

/**
 * The next four trial dates: from `datesAhead` (every trial date the lessons calendar holds, listed by the server when
 * the page was made, so the browser does not load the calendar) those whose lesson is not over by the browser's clock,
 * with the seats left on each from /api/trial/dates when the site takes signups itself (its list wins then).
 */
export function useTrialDates(datesAhead: readonly string[]): TrialDates {
  const [options, setOptions] = useState<TrialDateOption[]>([]);
  const [confirmation, setConfirmation] = useState<boolean | undefined>(undefined);

  const refresh = useCallback(async () => {
    // Forms other than the trial's have no dates and ask nothing.
    if (datesAhead.length === 0) return [];
    const now = Date.now();
    const computed = datesAhead
      .filter((date) => now < Date.parse(trialOn(date).end))
      .slice(0, OFFERED)
      .map(labelOf);
    if (!emailConfig().embedded) {
      setOptions(computed);
      setConfirmation(false);
      return computed;
    }
    try {
      const response = await fetch('/api/trial/dates', { cache: 'no-store' });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { confirmation: boolean; dates: { date: string; seatsLeft: number; waitlistOpen: boolean; waiting: number }[] };
      const merged = body.dates.map((entry) => ({
        ...labelOf(entry.date),
        seatsLeft: entry.seatsLeft,
        waitlist: { open: entry.waitlistOpen, waiting: entry.waiting },
      }));
      setOptions(merged);
      setConfirmation(body.confirmation);
      return merged;
    } catch {
      // Seats unknown: every date stays choosable, and the server still refuses a 13th child.
      setOptions(computed);
      return computed;
    }
  }, [datesAhead]);

  useEffect(() => {
    // The clock and the seats are the browser's and the server's now, not the build's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  return { options, confirmation, refresh };
}

export const isFull = (option: TrialDateOption) => option.seatsLeft === 0;
/** A date the parent can choose: one with seats, or a full one whose waitlist is open. */
export const isChoosable = (option: TrialDateOption) => !isFull(option) || Boolean(option.waitlist?.open);

interface TrialDateChoiceProps {
  id: string;
  options: TrialDateOption[];
  value: string;
  onChange(date: string): void;
  error?: string;
}

/** One radio per date: the date, and how many seats are left; a full date offers its waitlist while it is open. */
export function TrialDateChoice({ id, options, value, onChange, error }: TrialDateChoiceProps) {
  return (
    <fieldset aria-describedby={cn(`${id}-hint`, error && `${id}-error`)} aria-invalid={error ? true : undefined}>
      <legend className="font-bold">{copy.legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {copy.hint}
      </p>
      {options.length === 0 ? (
        <p className="mt-2">{copy.loading}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const full = isFull(option);
            return (
              <DateOption
                key={option.date}
                id={`${id}-${option.date}`}
                name={`${id}-date`}
                value={option.date}
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
