'use client';

import { offerStatus, type DateRange, type OfferStatus as Status } from '@/lib/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { cn } from '@/lib/utils';

const labels: Record<Status, string> = {
  upcoming: 'Anmeldung offen',
  running: 'Läuft gerade',
  past: 'Termin vorbei – neue Termine folgen',
};

interface OfferStatusProps {
  dates: readonly DateRange[];
  /**
   * Status when the page was built. Only 'past' is final and shown in the server HTML; anything else waits
   * for the visitor's clock, so an old build never calls a past date upcoming.
   */
  buildStatus: Status;
  className?: string;
}

export function OfferStatusBadge({ dates, buildStatus, className }: OfferStatusProps) {
  const status = useClientValue<Status | null>(
    () => offerStatus(dates, new Date()),
    buildStatus === 'past' ? 'past' : null,
  );
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
