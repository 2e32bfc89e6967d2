'use client';

import type { ReactNode } from 'react';
import { useNextTrialDate } from '@/lib/hooks/use-next-trial-date';

const CALENDAR_FILE = '/start/signup/probestunde.ics';

/**
 * The link to the calendar file of the date the page shows: `?datum=` carries the visitor's date, so page and file
 * agree whatever the server's clock says. Without JavaScript the file names the server's next date.
 */
export function TrialCalendarLink({ dates, className, children }: { dates: readonly string[]; className?: string; children: ReactNode }) {
  const date = useNextTrialDate(dates);
  return (
    <a href={date ? `${CALENDAR_FILE}?datum=${date}` : CALENDAR_FILE} download className={className}>
      {children}
    </a>
  );
}
