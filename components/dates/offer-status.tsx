'use client';

import type { ReactNode } from 'react';
import { offerStatus, type DateRange, type OfferStatus as Status } from '@/lib/calendar/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { cn } from '@/lib/ui/class-names';

const labels: Record<Status, string> = {
  upcoming: 'Anmeldung offen',
  running: 'Läuft gerade',
  past: 'Termin vorbei – neue Termine folgen',
};

/**
 * Status of a dated offer by the visitor's clock. Before hydration (and in the server HTML) only a status that
 * was already 'past' at build is known, because past stays past; anything else is null until the browser decides,
 * so an old build never calls a past date upcoming.
 */
export function useOfferStatus(dates: readonly DateRange[], buildStatus: Status): Status | null {
  return useClientValue<Status | null>(() => offerStatus(dates, new Date()), buildStatus === 'past' ? 'past' : null);
}

interface OfferStatusProps {
  dates: readonly DateRange[];
  /** Status when the page was built (see useOfferStatus). */
  buildStatus: Status;
  className?: string;
}

export function OfferStatusBadge({ dates, buildStatus, className }: OfferStatusProps) {
  const status = useOfferStatus(dates, buildStatus);
  if (!status) return null;
  return (
    <p
      className={cn(
        'inline-flex rounded-pill px-3 py-1 text-sm font-bold',
        status === 'past' ? 'bg-coral/15 text-coral-dark' : 'bg-teal/15 text-teal-dark',
        className,
      )}
    >
      {labels[status]}
    </p>
  );
}

interface OfferStatusSwitchProps {
  dates: readonly DateRange[];
  buildStatus: Status;
  /** Shown once every date is past. */
  past: ReactNode;
  /** Shown while a date lies ahead or runs, and while the status is not known yet. */
  open?: ReactNode;
}

/** Shows one of two contents depending on whether all dates of an offer are past, decided at visit time. */
export function OfferStatusSwitch({ dates, buildStatus, past, open = null }: OfferStatusSwitchProps) {
  const status = useOfferStatus(dates, buildStatus);
  return <>{status === 'past' ? past : open}</>;
}
