'use client';

import { useClientValue } from '@/lib/hooks/use-client-value';

const HOUR_MS = 3_600_000;

/**
 * The calendar year in Berlin. New Year always falls in winter time (UTC+1), so it is the UTC year one hour on.
 * Plain arithmetic on purpose: the first `Intl.DateTimeFormat` with a time zone loads ICU's zone data, which cost
 * about 15 ms of main thread on every page (4× that on a cheap phone) just for the footer.
 */
export const yearInBerlin = (now = Date.now()) => new Date(now + HOUR_MS).getUTCFullYear();

/** The copyright year, taken from the visitor's clock; the server HTML carries the build year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(yearInBerlin, buildYear);
  return <>{year}</>;
}
