'use client';

import { formatLongDate, nextWeeklySlot, type WeeklySlot } from '@/lib/dates';
import { timeRange } from '@/lib/format';
import { useClientValue } from '@/lib/hooks/use-client-value';

interface NextTrialDateProps {
  slot: WeeklySlot;
  /** Shown before the visitor's date is known and without JavaScript, e.g. 'Mittwoch, 17:00–18:30 Uhr'. */
  fallback: string;
}

/** The next trial lesson with its start and end, computed in the visitor's browser for Europe/Berlin. */
export function NextTrialDate({ slot, fallback }: NextTrialDateProps) {
  const iso = useClientValue(() => nextWeeklySlot(new Date(), slot).toISOString(), null);
  if (!iso) return <span>{fallback}</span>;
  const start = `${String(slot.hour).padStart(2, '0')}:${String(slot.minute).padStart(2, '0')}`;
  return (
    <time dateTime={iso}>
      {formatLongDate(new Date(iso))}, {timeRange(start, slot.durationMinutes)} Uhr
    </time>
  );
}
