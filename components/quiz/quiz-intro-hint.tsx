'use client';

import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { quizIntro } from '@/content/quiz-intro';
import { cn } from '@/lib/ui/class-names';
import { dismissIntro, introDismissed, QUIZ_INTRO_KEY, TYPE_INTRO_EVENT, TYPE_INTRO_KEY } from '@/lib/choices/intro';

/** Spec §4/§9: the hint appears 500 ms after the parent/child intro fires `typeIntroShown`. */
export const QUIZ_HINT_DELAY_MS = 500;

/**
 * The quiz-intro hint bubble above the first question. It follows the parent/child intro: 500 ms after that
 * intro's event, or 500 ms after load when the visitor dismissed that intro on an earlier visit (the event then
 * never fires again). 'Verstanden' stores quizIntroShown=true, and the bubble never returns.
 */
export function QuizIntroHint() {
  const [visible, setVisible] = useState(false);
  const headingId = useId();
  const { hint } = quizIntro;

  useEffect(() => {
    if (introDismissed(QUIZ_INTRO_KEY)) return;
    let timer: number | undefined;
    const show = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(!introDismissed(QUIZ_INTRO_KEY)), QUIZ_HINT_DELAY_MS);
    };
    window.addEventListener(TYPE_INTRO_EVENT, show);
    if (introDismissed(TYPE_INTRO_KEY)) show();
    return () => {
      window.removeEventListener(TYPE_INTRO_EVENT, show);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    // Always present, so the bubble's arrival is announced.
    <div aria-live="polite" className="absolute inset-x-3 top-14 z-10 sm:inset-x-auto sm:right-6 sm:w-96">
      {visible && (
        <aside
          aria-labelledby={headingId}
          className="on-dark relative rounded-card bg-ink p-5 text-white shadow-card transition-[opacity,translate] duration-300 starting:translate-y-2 starting:opacity-0"
        >
          <span aria-hidden="true" className="absolute -top-2 left-8 size-4 rotate-45 bg-ink sm:right-10 sm:left-auto" />
          <h2 id={headingId} className="text-lg font-extrabold">
            {hint.heading}
          </h2>
          <p className="mt-1 text-base text-white/90">{hint.text}</p>
          <button
            type="button"
            onClick={() => {
              dismissIntro(QUIZ_INTRO_KEY);
              setVisible(false);
            }}
            className={cn(buttonClasses({ variant: 'star' }), 'mt-4')}
          >
            {hint.dismiss}
          </button>
        </aside>
      )}
    </div>
  );
}
