'use client';

import { useActionState, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { internCopy } from '@/content/intern';
import type { MarkFormState } from '@/lib/trial/intern-actions';
import { TEACHER_NOTE_MAX } from '@/lib/validation/trial-mark';
import { cn } from '@/lib/ui/class-names';

const copy = internCopy.day;

interface MarkFormProps {
  signupId: string;
  date: string;
  /** The child's first name, for the fields' names read aloud. */
  child: string;
  courses: readonly { id: number; label: string }[];
  submit: (previous: MarkFormState, formData: FormData) => Promise<MarkFormState>;
  initial: MarkFormState;
}

const ERRORS: Record<NonNullable<MarkFormState['error']>, string> = {
  attendance: copy.chooseAttendance,
  note: copy.noteTooLong(TEACHER_NOTE_MAX),
  course: copy.unknownCourse,
  'not-started': copy.tooEarly,
  gone: copy.gone,
  unavailable: copy.unavailable,
};

/**
 * One child's mark: "Teilgenommen" or "Nicht gekommen", for a child who came the recommended course and a note to
 * the parents, "Speichern". A form post to the server (lib/trial/intern-actions.ts), also without script; with script
 * the course and note step aside while "Nicht gekommen" is chosen.
 */
export function MarkForm({ signupId, date, child, courses, submit, initial }: MarkFormProps) {
  const id = useId();
  const [state, action, pending] = useActionState(submit, initial);
  const [attendance, setAttendance] = useState(state.attendance);
  const [noteLength, setNoteLength] = useState(state.note.length);
  const missed = attendance === 'missed';
  return (
    <form action={action} className="mt-4 space-y-4 border-t border-line pt-4">
      <input type="hidden" name="signup" value={signupId} />
      <input type="hidden" name="date" value={date} />
      <fieldset aria-describedby={state.error === 'attendance' ? `${id}-error` : undefined}>
        <legend className="font-bold">
          {copy.attendance}
          <span className="sr-only"> {child}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['came', 'missed'] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-[#8d89b0] px-3 has-checked:border-primary has-checked:bg-primary-tint">
              <input type="radio" name="attendance" value={value} defaultChecked={state.attendance === value} onChange={() => setAttendance(value)} className="size-5 accent-primary" />
              {value === 'came' ? copy.came : copy.missed}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-course`} className="block font-bold">
          {copy.course}
        </label>
        <select id={`${id}-course`} name="course" defaultValue={state.course} disabled={missed} aria-describedby={`${id}-only`} className={cn(controlClasses(state.error === 'course'), 'disabled:bg-paper disabled:text-ink-soft')}>
          <option value="">{copy.noCourse}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-note`} className="mt-3 block font-bold">
          {copy.note}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          defaultValue={state.note}
          disabled={missed}
          aria-invalid={state.error === 'note' || undefined}
          aria-describedby={`${id}-note-hint ${id}-only`}
          onChange={(event) => setNoteLength(event.target.value.length)}
          className={cn(controlClasses(state.error === 'note' || noteLength > TEACHER_NOTE_MAX), 'py-2 disabled:bg-paper disabled:text-ink-soft')}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-sm text-ink-soft">
          {copy.noteHint} {copy.noteCount(noteLength, TEACHER_NOTE_MAX)}
        </p>
        <p id={`${id}-only`} className="mt-1 text-sm text-ink-soft">
          {copy.onlyCame}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {copy.save}
          <span className="sr-only"> ({child})</span>
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {state.error ? (
            <span id={`${id}-error`} className={FIELD_ERROR_CLASSES}>
              {ERRORS[state.error]}
            </span>
          ) : (
            state.saved && <span className="text-teal-dark">{copy.saved(state.saved.by, state.saved.at)}</span>
          )}
        </p>
      </div>
    </form>
  );
}
