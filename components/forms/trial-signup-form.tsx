'use client';

import { useId, useState } from 'react';
import { trialSignupCopy as copy } from '@/content/trial-signup';
import { EnquiryForm } from './enquiry-form';
import { isChoosable, isFull, TrialDateChoice, useTrialDates } from './trial-date-choice';

interface TrialSignupFormProps {
  /** Every trial date ahead (lib/trial/dates.ts, trialDatesAhead); the parent chooses one of the next four. */
  trialDates: readonly string[];
  submitLabel: string;
}

/** 'OK: Warteliste 3' from the embedded outbox: the family waits at that place. */
const waitlistPlace = (text: string | undefined) => Number(/^OK: Warteliste (\d+)$/.exec(text ?? '')?.[1] ?? 0);

/**
 * The enquiry form of /start/signup with the date choice: only this page loads it, so the other forms stay as small
 * as they were. A full date offers its waitlist (same fields); a date that fills while the parent types gives way to
 * the next one with seats; every typed value stays.
 */
export function TrialSignupForm({ trialDates: datesAhead, submitLabel }: TrialSignupFormProps) {
  const id = useId();
  const dates = useTrialDates(datesAhead);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  // The parent's choice while it can still be had, else the first date with seats left.
  const chosen = dates.options.find((option) => option.date === date && isChoosable(option)) ?? dates.options.find((option) => !isFull(option));
  const waitlist = chosen ? isFull(chosen) : false;

  return (
    <EnquiryForm
      mode="Trial"
      submitLabel={waitlist ? copy.waitlistSubmit : submitLabel}
      extension={{
        fields: (
          <>
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
            {waitlist && chosen && (
              <p className="rounded-xl border-2 border-primary bg-primary-tint p-3" aria-live="polite">
                {copy.waitlistNote(chosen.label, Boolean(dates.confirmation))}
              </p>
            )}
          </>
        ),
        prepare() {
          if (!chosen) {
            setError(copy.required);
            return null;
          }
          setError(undefined);
          const params: Record<string, string> = { trial_date: chosen.date };
          if (waitlist) params.join_waitlist = 'ja';
          return params;
        },
        async settle(result) {
          if (result.ok) {
            void dates.refresh();
            const place = waitlistPlace(result.text);
            if (place > 0) return { success: `${copy.waitlisted(chosen!.label, place)} ${dates.confirmation ? copy.waitlistMailSent : copy.waitlistByTeam}` };
            return { success: `${copy.booked(chosen!.label)} ${dates.confirmation ? copy.confirmationSent : copy.confirmationByTeam}` };
          }
          if (result.status !== 409) return undefined;
          const fresh = await dates.refresh();
          if (result.text?.includes('Warteliste geschlossen')) return { error: copy.waitlistClosed };
          const full = result.text?.includes('ausgebucht');
          const next = fresh.find((option) => !isFull(option) && option.date !== chosen?.date);
          if (full && next) setDate(next.date);
          return { error: full ? copy.fullNow(next?.label) : copy.limit };
        },
      }}
    />
  );
}
