import type { ReactNode } from 'react';
import { HolidayCoursesOverview } from '@/components/holiday/holiday-courses-overview';

// Runs end as days pass: the list (here, under every course page and popup) is regenerated hourly, without a rebuild.
export const revalidate = 3600;

interface HolidayCoursesLayoutProps {
  /** /ferienkurse itself adds nothing; a loaded /ferienkurse/{slug} adds its popup. */
  children: ReactNode;
  /** The popup of a course opened from a card (intercepted /ferienkurse/{slug}). */
  modal: ReactNode;
}

/**
 * The list lives in the layout, so it stays mounted while popups open and close: the scroll position and
 * whatever a parent has typed into the request form survive every move between holiday-course pages.
 */
export default function HolidayCoursesLayout({ children, modal }: HolidayCoursesLayoutProps) {
  return (
    <>
      <HolidayCoursesOverview />
      {children}
      {modal}
    </>
  );
}
