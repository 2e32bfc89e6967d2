import type { ReactNode } from 'react';
import { offerStatus, plainRanges, type DateRange } from '@/lib/calendar/dates';
import { OfferStatusSwitch } from './offer-status';

interface DatedOfferSwitchProps {
  dates: readonly DateRange[];
  /** Shown once every date is past. */
  past: ReactNode;
  /** Shown while a date lies ahead or runs, and until the visitor's browser has decided. */
  open?: ReactNode;
}

/** OfferStatusSwitch with the status at build time filled in (server component). */
export function DatedOfferSwitch({ dates, past, open }: DatedOfferSwitchProps) {
  return <OfferStatusSwitch dates={plainRanges(dates)} buildStatus={offerStatus(dates, new Date())} past={past} open={open} />;
}
