'use client';

import { berlinYear } from '@/lib/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';

/** The copyright year, taken from the visitor's clock; the server HTML carries the build year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useClientValue(() => berlinYear(new Date()), buildYear);
  return <>{year}</>;
}
