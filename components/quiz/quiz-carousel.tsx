'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type TouchEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { QuizQuestion } from '@/content/schema';
import { allowsStorage, readConsent, subscribeConsent } from '@/lib/choices/consent';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { reportQuizFinished } from '@/lib/numbers/beacon';
import { parseSavedAnswers, readSavedResultRaw, saveResult } from '@/lib/quiz/saved-result';
import { scoreQuiz, toggleChoice, type QuizAnswers } from '@/lib/quiz/score';
import { cn } from '@/lib/ui/class-names';
import { ArrowIcon } from './quiz-icons';
import { QuizIntroHint } from './quiz-intro-hint';
import { QuizResults } from './quiz-results';
import { QuizReview } from './quiz-review';
import { focusInView } from '@/lib/ui/focus';

/** Horizontal travel (px) that counts as a swipe rather than a tap or a scroll. */
const SWIPE_PX = 60;

type Direction = 'next' | 'back';

/**
 * Swipe left/right on touch screens: calls `onSwipe('next')` for a swipe to the left. Vertical scrolling wins
 * when the finger moved more up or down than sideways.
 */
function useSwipe(onSwipe: (direction: Direction) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'next' : 'back');
    },
  };
}

const noConsent = () => null;

/**
 * The course advisor (spec §4): one question per slide, then results, then a read-only review. Only the current
 * slide is rendered, so keyboard and screen readers reach nothing else. Submitted answers are kept in
 * sessionStorage when the cookie choice allows it, and a reload shows them again.
 */
export function QuizCarousel({ questions }: { questions: QuizQuestion[] }) {
  const [answers, setAnswers] = useState<QuizAnswers>(() => questions.map(() => []));
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<Direction>('next');
  const [submitted, setSubmitted] = useState<QuizAnswers | null>(null);
  const [reviewIndex, setReviewIndex] = useState<number | null>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const wantsFocus = useRef(false);
  const headingId = useId();

  const consent = useSyncExternalStore(subscribeConsent, readConsent, noConsent);
  const canSave = allowsStorage(consent);
  const savedRaw = useClientValue(readSavedResultRaw, null);
  const saved = useMemo(() => parseSavedAnswers(savedRaw, questions.length), [savedRaw, questions.length]);
  const finalAnswers = submitted ?? saved;
  const score = useMemo(() => (finalAnswers ? scoreQuiz(questions, finalAnswers) : null), [finalAnswers, questions]);

  // Saved as soon as the choice allows it, also when the visitor accepts cookies after submitting.
  useEffect(() => {
    if (submitted && canSave) saveResult(submitted, scoreQuiz(questions, submitted).correct);
  }, [submitted, canSave, questions]);

  // After a move, focus lands on the new view's heading so screen readers read it (not on first load).
  const view = score ? (reviewIndex === null ? 'results' : `review-${reviewIndex}`) : `question-${index}`;
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    focusInView(focusTarget.current);
  }, [view]);

  const move = (next: number) => {
    if (next < 0 || next >= questions.length) return;
    setDirection(next > index ? 'next' : 'back');
    wantsFocus.current = true;
    setIndex(next);
  };
  const swipe = useSwipe((dir) => move(dir === 'next' ? index + 1 : index - 1));
  const openReview = (i: number | null) => {
    wantsFocus.current = true;
    setReviewIndex(i);
  };
  // In the review a swipe moves between the answered questions, within their range.
  const reviewSwipe = useSwipe((dir) => {
    if (reviewIndex === null) return;
    const next = dir === 'next' ? reviewIndex + 1 : reviewIndex - 1;
    if (next >= 0 && next < questions.length) openReview(next);
  });

  if (score && finalAnswers) {
    return (
      <div className="mx-auto max-w-2xl" {...(reviewIndex === null ? {} : reviewSwipe)}>
        {reviewIndex === null ? (
          <QuizResults
            questions={questions}
            score={score}
            saved={canSave}
            headingRef={focusTarget}
            onReview={(i) => openReview(i)}
          />
        ) : (
          <QuizReview
            questions={questions}
            answers={finalAnswers}
            index={reviewIndex}
            headingRef={focusTarget}
            onMove={(i) => openReview(i)}
            onOverview={() => openReview(null)}
          />
        )}
      </div>
    );
  }

  const question = questions[index];
  if (!question) return null;
  const chosen = answers[index] ?? [];
  const isLast = index === questions.length - 1;
  const open = answers.map((a, i) => (a.length === 0 ? i : -1)).filter((i) => i >= 0);

  const toggle = (option: number) =>
    setAnswers((current) => current.map((a, i) => (i === index ? toggleChoice(a, option) : a)));

  const submit = () => {
    wantsFocus.current = true;
    setSubmitted(answers);
    reportQuizFinished();
  };

  return (
    <div className="relative mx-auto max-w-2xl">
      <QuizIntroHint />
      <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8" {...swipe}>
        <div className="flex items-center justify-between gap-4 text-base font-bold text-ink-soft">
          <p>
            Frage {index + 1} von {questions.length}
          </p>
          <p className="text-sm">Mehrere Antworten möglich</p>
        </div>
        <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-pill bg-primary-light">
          <div
            className="h-full rounded-pill bg-primary transition-[width] duration-300"
            style={{ width: `${((index + 1) / questions.length) * 100}%` }}
          />
        </div>

        <fieldset
          key={index}
          aria-labelledby={headingId}
          className={cn(
            'mt-6 transition-[opacity,translate] duration-300 ease-out starting:opacity-0',
            direction === 'next' ? 'starting:translate-x-8' : 'starting:-translate-x-8',
          )}
        >
          <h2
            id={headingId}
            ref={(el) => {
              focusTarget.current = el;
            }}
            tabIndex={-1}
            className="text-xl leading-snug font-extrabold text-balance hyphens-auto focus:outline-none sm:text-2xl"
          >
            {question.question}
          </h2>
          <ul className="mt-5 grid gap-3">
            {question.options.map((option, optionIndex) => (
              <li key={option}>
                <label
                  className={cn(
                    'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-white px-4 py-3 text-lg leading-snug transition-colors',
                    'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-tint',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(optionIndex)}
                    onChange={() => toggle(optionIndex)}
                    className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  <span>{option}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <div className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => move(index - 1)}
            disabled={index === 0}
            className={cn(buttonClasses({ variant: 'secondary' }), 'pl-3')}
          >
            <ArrowIcon direction="left" />
            Zurück
          </button>
          {isLast ? (
            <button type="button" onClick={submit} className={cn(buttonClasses({ variant: 'star' }), 'px-7')}>
              Abgeben
            </button>
          ) : (
            <button type="button" onClick={() => move(index + 1)} className={cn(buttonClasses(), 'pr-3')}>
              Weiter
              <ArrowIcon direction="right" />
            </button>
          )}
        </div>
        {isLast && open.length > 0 && (
          <p className="mt-4 text-base text-ink-soft">
            {open.length === 1 ? 'Noch ohne Antwort: ' : 'Noch ohne Antwort sind '}
            {open.map((i, n) => (
              <span key={i}>
                {n > 0 && (n === open.length - 1 ? ' und ' : ', ')}
                <button type="button" onClick={() => move(i)} className="font-bold text-primary underline underline-offset-4">
                  Frage {i + 1}
                </button>
              </span>
            ))}
            . Unbeantwortete Fragen zählen als falsch.
          </p>
        )}
      </div>
    </div>
  );
}
