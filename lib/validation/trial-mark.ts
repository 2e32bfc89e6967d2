/** The rules of a child's mark after the trial lesson, shared by the team's form and the server (lib/trial/marks.ts). */
export const ATTENDANCE = ['came', 'missed'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** The longest note a teacher can leave for the parents. */
export const TEACHER_NOTE_MAX = 500;
