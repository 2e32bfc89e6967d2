'use client';

import { useId, useState } from 'react';
import { trialSignupCopy as copy } from '@/content/trial-signup';
import { EnquiryForm } from './enquiry-form';
import { isFull, TrialDateChoice, useTrialDates } from './trial-date-choice';

interface TrialSignupFormProps {
  /** Every trial date ahead (lib/trial-dates.ts, trialDatesAhead); the parent chooses one of the next four. */
  trialDates: readonly string[];
  submitLabel: string;
}

/**
 * The enquiry form of /start/signup with the date choice: only this page loads it, so the other forms stay as small
 * as they were. A full date gives way to the next one with seats; every typed value stays.
 */
export function TrialSignupForm({ trialDates: datesAhead, submitLabel }: TrialSignupFormProps) {
  const id = useId();
  const dates = useTrialDates(datesAhead);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  // The parent's choice while it can still be had, else the first date with seats left.
  const chosen = dates.options.find((option) => option.date === date && !isFull(option)) ?? dates.options.find((option) => !isFull(option));

  return (
    <EnquiryForm
      mode="Trial"
      submitLabel={submitLabel}
      extension={{
        fields: (
          <TrialDateChoice
            id={`${id}-trial`}
            options={dates.options}
            value={chosen?.date ?? ''}
            onChange={(next) => {
              setDate(next);
              setError(undefined);
            }}
            error={error}
          />
        ),
        prepare() {
          if (!chosen) {
            setError(copy.required);
            return null;
          }
          setError(undefined);
          return { trial_date: chosen.date };
        },
        async settle(result) {
          if (result.ok) {
            void dates.refresh();
            return { success: `${copy.booked(chosen!.label)} ${dates.confirmation ? copy.confirmationSent : copy.confirmationByTeam}` };
          }
          if (result.status !== 409) return undefined;
          const fresh = await dates.refresh();
          const full = result.text?.includes('ausgebucht');
          const next = fresh.find((option) => !isFull(option) && option.date !== chosen?.date);
          if (full && next) setDate(next.date);
          return { error: full ? copy.fullNow(next?.label) : copy.limit };
        },
      }}
    />
  );
}
