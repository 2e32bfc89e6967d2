import { jobPositions } from '@/content/jobs';
import { holidayCourses } from '@/content/holiday-courses';
import { lessonCalendar } from '@/content/lesson-calendar';
import { promo } from '@/content/promo';
import { pythonCourse } from '@/content/python-course';
import type { RecordData, RecordKind, RunCourse } from './records';

/**
 * The offer as `content/` wrote it before the records existed: what a new database is seeded with, once
 * (lib/offer/store.ts), and what a build without a database shows. After the seed the records are the truth.
 */

export interface SeedRecord<K extends RecordKind = RecordKind> {
  kind: K;
  key: string;
  data: RecordData<K>;
}

const seedRecord = <K extends RecordKind>(kind: K, key: string, data: RecordData<K>): SeedRecord => ({ kind, key, data }) as SeedRecord;

export function seedRecords(): SeedRecord[] {
  const courses: { course: RunCourse; price: number; dates: readonly { start: string; end: string }[] }[] = [
    ...holidayCourses.map((course) => ({ course: course.slug as RunCourse, price: course.price, dates: course.dates })),
    { course: 'python' as const, price: pythonCourse.price, dates: pythonCourse.dates },
  ];
  const { prize, prizeValueEuro, winners, eligibleChildren, enrolmentYear, minAge, maxAge, deadline, conditions, legal } = promo;
  return [
    ...courses.flatMap(({ course, price, dates }) =>
      dates.map(({ start, end }) => seedRecord('holiday-run', `${course}-${start}`, { course, start, end, price, state: 'offen' })),
    ),
    ...lessonCalendar.schoolHolidays.map((period) => seedRecord('school-holiday', period.start, { ...period })),
    ...lessonCalendar.publicHolidays.map((holiday) => seedRecord('public-holiday', holiday.date, { ...holiday })),
    seedRecord('coverage', 'coverage', { ...lessonCalendar.coverage }),
    ...jobPositions.map((position) => seedRecord('position', position.id, { ...position, tasks: [...position.tasks], profile: [...position.profile], offer: [...position.offer] })),
    seedRecord('promotion', 'promotion', {
      prize,
      prizeValueEuro,
      winners,
      eligibleChildren,
      enrolmentYear,
      minAge,
      maxAge,
      deadline,
      conditions: [...conditions],
      legal: [...legal],
    }),
  ];
}
