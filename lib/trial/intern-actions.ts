'use server';

import { revalidatePath } from 'next/cache';
import { requireStaff } from '@/lib/auth/session';
import { deliveryService } from '@/lib/outbox/service';
import { savedAtLabel } from './intern-view';
import { ATTENDANCE, type Attendance } from '@/lib/validation/trial-mark';

/** What a child's mark form shows after saving: the values as saved or as typed, and who saved them when. */
export interface MarkFormState {
  attendance: Attendance | '';
  course: string;
  note: string;
  /** Who saved, and when ('Mittwoch, 13. Januar 2027, 18:42 Uhr'). */
  saved?: { by: string; at: string };
  error?: 'attendance' | 'note' | 'course' | 'not-started' | 'gone' | 'unavailable';
}

export interface RecommendationsState {
  result?: { queued: number; before: number; open: number };
  error?: 'unavailable';
}

const text = (formData: FormData, name: string, max = 2000) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * "Speichern" for one child on the trial day's page: the session first (every action checks it itself), then the mark
 * with who saved it. A form post, also without script.
 */
export async function saveMark(_previous: MarkFormState, formData: FormData): Promise<MarkFormState> {
  const staff = await requireStaff();
  const raw = text(formData, 'attendance');
  const attendance = (ATTENDANCE as readonly string[]).includes(raw) ? (raw as Attendance) : '';
  const typed: MarkFormState = { attendance, course: text(formData, 'course'), note: text(formData, 'note') };
  if (!attendance) return { ...typed, error: 'attendance' };
  const signupId = text(formData, 'signup', 64);
  const date = text(formData, 'date', 10);
  const course = typed.course ? Number(typed.course) : undefined;
  try {
    const service = await deliveryService();
    if (!service.marks) return { ...typed, error: 'unavailable' };
    const now = new Date();
    const result = await service.marks.mark({ signupId, attendance, ...(course !== undefined ? { recommendedCourse: course } : {}), note: typed.note, by: staff.email }, now);
    if (result.status === 'unknown') return { ...typed, error: 'gone' };
    if (result.status === 'not-started') return { ...typed, error: 'not-started' };
    if (result.status === 'invalid') return { ...typed, error: result.reason };
    service.kick();
    if (isDate(date)) revalidatePath(`/intern/probestunden/${date}`);
    const came = attendance === 'came';
    return { attendance, course: came ? typed.course : '', note: came ? typed.note.trim() : '', saved: { by: staff.email, at: savedAtLabel(now.toISOString()) } };
  } catch (error) {
    console.error('Probestunde: Anwesenheit nicht gespeichert', error);
    return { ...typed, error: 'unavailable' };
  }
}

/** "Empfehlungen senden": one mail per family whose child came and has a course, once, whoever presses it where. */
export async function sendRecommendations(_previous: RecommendationsState, formData: FormData): Promise<RecommendationsState> {
  await requireStaff();
  const date = text(formData, 'date', 10);
  if (!isDate(date)) return { error: 'unavailable' };
  try {
    const service = await deliveryService();
    if (!service.marks) return { error: 'unavailable' };
    const result = await service.marks.sendRecommendations(date);
    service.kick();
    revalidatePath(`/intern/probestunden/${date}`);
    return { result };
  } catch (error) {
    console.error('Probestunde: Empfehlungen nicht gesendet', error);
    return { error: 'unavailable' };
  }
}
