'use client';

import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { OfferStatusSwitch } from '@/components/dates/offer-status';
import type { DateRange, OfferStatus } from '@/lib/calendar/dates';
import { parseHolidaySelection, readStoredHolidaySelection, subscribeHolidaySelection } from '@/lib/choices/holiday-selection';

interface NoticeCourse {
  id: number;
  dates: DateRange[];
  buildStatus: OfferStatus;
  /** Shown while this course is selected and all its dates are past. */
  past: ReactNode;
}

/**
 * Above the request form on /ferienkurse: once the selected course has no date ahead, says that the request
 * is now one to be told of the next dates. A live region, so choosing such a course is announced.
 */
export function HolidayRequestNotice({ courses }: { courses: NoticeCourse[] }) {
  const stored = useSyncExternalStore(subscribeHolidaySelection, readStoredHolidaySelection, () => null);
  const selection = useMemo(() => parseHolidaySelection(stored), [stored]);
  const course = courses.find((c) => c.id === selection?.id);
  return (
    <div role="status">
      {course && <OfferStatusSwitch key={course.id} dates={course.dates} buildStatus={course.buildStatus} past={course.past} />}
    </div>
  );
}
