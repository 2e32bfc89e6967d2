'use client';

import { useClientValue } from '@/lib/hooks/use-client-value';

// Only the year: importing lib/dates here would put its formatters into every page's bundle.
const yearInBerlin = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

/** The copyright year, taken from the visitor's clock; the server HTML carries the build year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(yearInBerlin, buildYear);
  return <>{year}</>;
}
