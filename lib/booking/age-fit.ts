import type { CourseChoice } from './catalog';

/** The age value of the booking email when the child fits the course's recommended ages. */
export const AGE_FITS = 'passt';

export interface AgeFit {
  fits: boolean;
  /** `age_fit` of the booking email: 'passt' or 'außerhalb 12–16'. */
  param: string;
  /** The note a parent sees when the age does not fit; undefined when it does. */
  note?: string;
}

/**
 * Whether the child's age lies in the chosen course's recommended range (DECISIONS.md). Never blocks a booking:
 * staff see `age_fit` and advise. Null while the age is not a whole number or no course is chosen.
 */
export function ageFit(age: string, course: Pick<CourseChoice, 'title' | 'ageMin' | 'ageMax'> | undefined): AgeFit | null {
  if (!course || !/^\d{1,2}$/.test(age.trim())) return null;
  const years = Number(age.trim());
  if (years >= course.ageMin && years <= course.ageMax) return { fits: true, param: AGE_FITS };
  return {
    fits: false,
    param: `außerhalb ${course.ageMin}–${course.ageMax}`,
    note: `${course.title} ist für ${course.ageMin} bis ${course.ageMax} Jahre. Wir beraten Sie gern, welcher Kurs passt.`,
  };
}
