import { courses } from '@/content/courses';
import { formatLongDate } from '@/lib/calendar/dates';
import { formatBerlinDateTime } from './parent-mails';
import { trialOn } from './time';

/** 'Mittwoch, 13. Januar 2027' for a trial date. */
export const trialDayLabel = (date: string) => formatLongDate(new Date(trialOn(date).start));

/** 'Mittwoch, 13. Januar 2027, 18:42 Uhr' for a stored instant. */
export const savedAtLabel = (iso: string) => formatBerlinDateTime(new Date(iso));

/** The catalogue as the teacher chooses from it: 'CS Webdesign (Level 2A, 10–16 Jahre)'. */
export const courseChoices = courses.map((course) => ({
  id: course.id,
  label: `${course.title} (Level ${course.courseId}, ${course.about.recommendedAgeMin}–${course.about.recommendedAgeMax} Jahre)`,
}));
