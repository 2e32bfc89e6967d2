/**
 * How lessons are built, settled by the operator (DECISIONS.md, "Facts the operator has settled"). Every page,
 * email, calendar file and piece of structured data that states one of these facts reads it from here.
 */

/** One teaching unit (Unterrichtseinheit). */
export const UNIT_MINUTES = 45;

/** A lesson is two units back to back. */
export const UNITS_PER_LESSON = 2;

/** One lesson: the weekly lesson of a course, the free trial, and each day of a holiday or Python course. */
export const LESSON_MINUTES = UNIT_MINUTES * UNITS_PER_LESSON;

/** Weekly lessons run Monday to Friday and start at these Berlin times. */
export const LESSON_START_TIMES = ['15:15', '17:45'] as const;

/** Weekdays of the weekly lessons, as the copy names them. */
export const LESSON_DAYS = { from: 'Montag', to: 'Freitag', adverb: 'montags bis freitags' } as const;

/** Length of every weekly course. */
export const COURSE_MONTHS = 12;

/** Group size of every course. */
export const GROUP_SIZE = { min: 5, max: 12 } as const;

/** 'ab 15:15 Uhr oder ab 17:45 Uhr' */
export const LESSON_TIMES_TEXT = LESSON_START_TIMES.map((time) => `ab ${time} Uhr`).join(' oder ');
