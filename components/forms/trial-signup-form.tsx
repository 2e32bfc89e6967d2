'use client';

import { useId, useState } from 'react';
import { trialSignupCopy as copy } from '@/content/trial-signup';
import { WAITLIST_SUFFIX, type SubmitEnquiry, type TrialDateOption } from '@/lib/forms/enquiry-form-state';
import { isChoosable, isFull, outcomeOfAnswer, trialOutcomeText } from '@/lib/forms/trial-outcome';
import { EnquiryFormView, useEnquiryAction } from './enquiry-form';
import { dateOptionId, TrialDateChoice, useTrialDates } from './trial-date-choice';

interface TrialSignupFormProps {
  /** Every trial date ahead (lib/trial/dates.ts, trialDatesAhead): the browser keeps the next four by its clock. */
  trialDates: readonly string[];
  /** The next four dates when the page was rendered (lib/trial/offer.ts): the choice in the page's HTML. */
  offered: TrialDateOption[];
  submitLabel: string;
  /** The server action of a form post (lib/forms/enquiry-action.ts). */
  submit: SubmitEnquiry;
}

/**
 * The enquiry form of /start/signup with the date choice: only this page loads it, so the other forms stay as small
 * as they were. A full date offers its waitlist (same fields); a date that fills while the parent types gives way to
 * the next one with seats; every typed value stays. Posted without script, the server answers with the same words
 * (lib/forms/trial-outcome.ts).
 */
export function TrialSignupForm({ trialDates: datesAhead, offered, submitLabel, submit }: TrialSignupFormProps) {
  const id = useId();
  const action = useEnquiryAction(submit);
  const [posted] = action;
  const dates = useTrialDates(datesAhead, posted.trial?.options ?? offered, posted.trial?.confirmation);
  const [date, setDate] = useState(posted.values.trialDate.replace(WAITLIST_SUFFIX, ''));
  // 'Bitte wählen Sie einen Termin' from a form post stands until a date is chosen.
  const [error, setError] = useState<string | undefined>(posted.errors.trialDate);
  // The parent's choice while it can still be had, else the first date with seats left.
  const chosen = dates.options.find((option) => option.date === date && isChoosable(option)) ?? dates.options.find((option) => !isFull(option));
  const waitlist = chosen ? isFull(chosen) : false;
  const firstDate = dates.options[0]?.date;

  return (
    <EnquiryFormView
      mode="Trial"
      action={action}
      submitLabel={waitlist ? copy.waitlistSubmit : submitLabel}
      extension={{
        anchors: firstDate ? { trialDate: dateOptionId(`${id}-trial`, firstDate) } : {},
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
          const outcome = outcomeOfAnswer(result);
          if (!outcome) return undefined;
          const context = { chosen, options: dates.options, confirmation: Boolean(dates.confirmation) };
          if (result.ok) {
            void dates.refresh();
            return trialOutcomeText(outcome, context);
          }
          // Refused: the words name the next date with seats as the server sees it now.
          const words = trialOutcomeText(outcome, { ...context, options: await dates.refresh() });
          if (words?.propose) setDate(words.propose);
          return words;
        },
      }}
    />
  );
}
