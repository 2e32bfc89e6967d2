'use client';

import type { ReactNode } from 'react';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';

/**
 * Shows its server-rendered children until the last day `end` (ISO date, Berlin) is over by the visitor's clock,
 * so a page built before a date passed stops listing it once it has.
 */
export function UntilPast({ end, children }: { end: string; children: ReactNode }) {
  const past = useClientValue(() => berlinIsoDate(new Date()) > end, false);
  return past ? null : <>{children}</>;
}
