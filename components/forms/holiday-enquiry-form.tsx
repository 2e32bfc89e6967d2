'use client';

import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { controlClasses } from '@/components/ui/form-control';
import type { SubmitEnquiry } from '@/lib/forms/enquiry-form-state';
import {
  HOLIDAY_REQUEST_PARAM,
  parseHolidaySelection,
  readStoredHolidaySelection,
  subscribeHolidaySelection,
  writeHolidaySelection,
} from '@/lib/choices/holiday-selection';
import { EnquiryFormView, useEnquiryAction } from './enquiry-form';
import { HolidayRunSelect, type CourseRunOption } from './holiday-run-select';

export interface CourseOption {
  id: number;
  title: string;
  label: string;
  price: number;
  /** The course's runs, earliest first. */
  runs: CourseRunOption[];
}

interface HolidayEnquiryFormProps {
  /** Holiday courses to choose from; the choice is stored as selectedSummerCourse and shared with the page. */
  courseOptions: CourseOption[];
  /** Today in Berlin when the page was rendered: runs that had started by then are not offered even before hydration. */
  builtOn: string;
  /** The server action of a form post (lib/forms/enquiry-action.ts). */
  submit: SubmitEnquiry;
}

/** The course a popup's link names ('?kurs=<id>', followed before hydration) is chosen, and the parameter leaves the URL. */
function applyLinkedCourse(courseOptions: CourseOption[]) {
  const query = new URLSearchParams(window.location.search);
  if (!query.has(HOLIDAY_REQUEST_PARAM)) return;
  const option = courseOptions.find((o) => String(o.id) === query.get(HOLIDAY_REQUEST_PARAM));
  if (option) writeHolidaySelection({ id: option.id, title: option.title, price: option.price });
  query.delete(HOLIDAY_REQUEST_PARAM);
  const rest = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}

/**
 * The request form of /ferienkurse with the course and its week: only these pages load it, so the other forms stay
 * small. The course is shared with the page's cards and popups (stored in the browser); posted without script, the
 * server reads the course from the dropdown (the week then goes into the message).
 */
export function HolidayEnquiryForm({ courseOptions, builtOn, submit }: HolidayEnquiryFormProps) {
  const id = useId();
  const action = useEnquiryAction(submit);
  const storedSelection = useSyncExternalStore(subscribeHolidaySelection, readStoredHolidaySelection, () => null);
  const selection = useMemo(() => parseHolidaySelection(storedSelection), [storedSelection]);
  // The course chosen in a form post stands until the visitor chooses in the browser (which stores the choice).
  const [postedCourse, setPostedCourse] = useState(action[0].values.course);
  useEffect(() => applyLinkedCourse(courseOptions), [courseOptions]);
  const selectedOption = courseOptions.find((option) => (selection ? option.id === selection.id : String(option.id) === postedCourse));
  // The chosen week belongs to the course it was chosen for; another course (also from a popup) starts open.
  const [runChoice, setRunChoice] = useState<(CourseRunOption & { courseId: number }) | null>(null);
  const run = runChoice && runChoice.courseId === selectedOption?.id ? runChoice : null;
  const course = selectedOption ? [selectedOption.label, run?.label].filter(Boolean).join(', ') : '';

  return (
    <EnquiryFormView
      mode="ferienkurse"
      action={action}
      extension={{
        anchors: {},
        fields: (
          <>
            <div>
              <label htmlFor={`${id}-course`} className="block font-bold">
                Ferienkurs
              </label>
              <select
                id={`${id}-course`}
                name="course"
                value={selectedOption ? String(selectedOption.id) : ''}
                onChange={(event) => {
                  const option = courseOptions.find((o) => String(o.id) === event.target.value);
                  setPostedCourse('');
                  writeHolidaySelection(option ? { id: option.id, title: option.title, price: option.price } : null);
                }}
                className={controlClasses()}
              >
                <option value="">Noch nicht entschieden</option>
                {courseOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {/* Only for a course chosen in the browser: its weeks depend on the browser's clock. */}
            {selectedOption && selection && (
              <HolidayRunSelect
                id={`${id}-run`}
                runs={selectedOption.runs}
                builtOn={builtOn}
                value={run?.start ?? ''}
                onChange={(chosen) => setRunChoice(chosen && { ...chosen, courseId: selectedOption.id })}
              />
            )}
          </>
        ),
        // The staff mail names the course and week chosen here (the form's mode alone says "not chosen").
        prepare: (): Record<string, string> => (course ? { selected_course: course } : {}),
      }}
    />
  );
}
