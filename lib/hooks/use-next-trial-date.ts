'use client';

import { firstTrialNotOver } from '@/lib/trial/time';
import { useClientValue } from './use-client-value';

/**
 * The Berlin date ('YYYY-MM-DD') of the next trial lesson, by the visitor's clock (DECISIONS.md: dates are computed
 * at visit time), chosen from the trial dates the server rendered (trialDatesAhead: lesson days only); null in the
 * server HTML, before hydration and when none is left.
 */
export function useNextTrialDate(dates: readonly string[]): string | null {
  return useClientValue(() => firstTrialNotOver(dates, new Date()) ?? null, null);
}
