'use client';

import { useRouter } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { HOLIDAY_REQUEST_PARAM, writeHolidaySelection } from '@/lib/choices/holiday-selection';

const LIST_PATH = '/ferienkurse';
const FORM_SECTION_ID = 'contact-form-section';
/** Spec §9: the popup's scroll to the form starts 350 ms after closing and stops 85 px below the top. */
const SCROLL_DELAY_MS = 350;
const SCROLL_OFFSET_PX = 85;

function scrollToRequestForm() {
  const section = document.getElementById(FORM_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: section.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
    behavior: reduceMotion ? 'instant' : 'smooth',
  });
}

interface HolidayCourseDialogProps {
  course: { id: number; slug: string; title: string; price: number };
  headingId: string;
  /** Opened from the list by a client navigation (intercepted route): closing goes back in history. */
  intercepted: boolean;
  requestLabel: string;
  /** Shown beside the request button, e.g. price and duration. */
  summary: ReactNode;
  children: ReactNode;
}

/** The popup of one holiday course over the list at /ferienkurse/{slug}; closing returns to /ferienkurse. */
export function HolidayCourseDialog({ course, headingId, intercepted, requestLabel, summary, children }: HolidayCourseDialogProps) {
  const router = useRouter();
  const requested = useRef(false);
  const coursePath = `${LIST_PATH}/${course.slug}`;

  const leave = () => {
    // Already gone (the back button): nothing to undo.
    if (window.location.pathname !== coursePath) return;
    if (intercepted) router.back();
    else router.push(LIST_PATH, { scroll: false });
  };

  const returnFocus = () =>
    requested.current
      ? document.querySelector<HTMLElement>(`#${FORM_SECTION_ID} select`)
      : document.querySelector<HTMLElement>(`main a[href="${coursePath}"]`);

  return (
    <Dialog
      labelledBy={headingId}
      closeHref={LIST_PATH}
      onDismiss={() => {
        leave();
        if (requested.current) window.setTimeout(scrollToRequestForm, SCROLL_DELAY_MS);
      }}
      returnFocus={returnFocus}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm text-ink-soft">{summary}</div>
          <a
            href={`${LIST_PATH}?${HOLIDAY_REQUEST_PARAM}=${course.id}#${FORM_SECTION_ID}`}
            onClick={(event) => {
              event.preventDefault();
              requested.current = true;
              writeHolidaySelection({ id: course.id, title: course.title, price: course.price });
              event.currentTarget.closest('dialog')?.close();
            }}
            className={buttonClasses({ size: 'lg' })}
          >
            {requestLabel}
          </a>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
