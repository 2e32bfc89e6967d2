'use client';

import { nextTrialDate } from '@/lib/trial-dates';
import { useClientValue } from './use-client-value';

/**
 * The Berlin date ('YYYY-MM-DD') of the next trial lesson on a school day, by the visitor's clock (DECISIONS.md:
 * dates are computed at visit time); null in the server HTML, before hydration and when the calendar has run out.
 */
export function useNextTrialDate(): string | null {
  return useClientValue(() => nextTrialDate(new Date())?.date ?? null, null);
}
