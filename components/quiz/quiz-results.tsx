import type { RefObject } from 'react';
import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { quizIntro } from '@/content/quiz-intro';
import type { QuizQuestion } from '@/content/schema';
import { courseRequestHref, recommendedLevel, type QuizScore } from '@/lib/quiz/score';
import { cn } from '@/lib/ui/class-names';
import { ArrowIcon, CheckIcon, CrossIcon } from './quiz-icons';
import { QuizScoreSummary } from './quiz-score-summary';

interface QuizResultsProps {
  questions: QuizQuestion[];
  score: QuizScore;
  /** Whether the cookie choice lets the result be kept in sessionStorage. */
  saved: boolean;
  headingRef: RefObject<HTMLElement | null>;
  onReview: (index: number) => void;
}

/** Score, band, the recommended level with a course request, and the overview that opens the review. */
export function QuizResults({ questions, score, saved, headingRef, onReview }: QuizResultsProps) {
  const { results } = quizIntro;
  const level = recommendedLevel(score.percent);
  const recommendation = quizIntro.recommendation[level];

  return (
    <section aria-labelledby="quiz-results-heading" className="grid gap-6">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <h2
          id="quiz-results-heading"
          ref={(el) => {
            headingRef.current = el;
          }}
          tabIndex={-1}
          className="text-center text-2xl font-extrabold focus:outline-none sm:text-left"
        >
          {results.heading}
        </h2>
        <div className="mt-5">
          <QuizScoreSummary score={score} />
        </div>
        <p className={cn('mt-6 rounded-2xl px-4 py-3 text-base', saved ? 'bg-primary-tint text-ink-soft' : 'bg-[#fff4d6] text-ink')}>
          {saved ? results.saved : results.notSaved}
        </p>
      </div>

      <div className="on-dark rounded-card bg-ink p-6 text-white shadow-card sm:p-8">
        <h3 className="text-2xl font-extrabold">{recommendation.heading}</h3>
        <p className="mt-2 text-lg text-white/90">{recommendation.text}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ButtonLink href={courseRequestHref(level)} variant="star" size="lg">
            {recommendation.requestLabel}
          </ButtonLink>
          <Link href={recommendation.courseHref} className="px-2 py-2 text-center font-bold text-white underline underline-offset-4">
            {recommendation.courseLabel}
          </Link>
        </div>
      </div>

      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="quiz-overview-heading" className="text-xl font-extrabold">
            {results.overviewHeading}
          </h3>
          <button type="button" onClick={() => onReview(0)} className={buttonClasses({ variant: 'secondary' })}>
            {results.reviewLabel}
          </button>
        </div>
        <ol aria-labelledby="quiz-overview-heading" className="mt-5 grid gap-2">
          {questions.map((question, i) => {
            const right = score.results[i] ?? false;
            return (
              <li key={question.id}>
                <button
                  type="button"
                  onClick={() => onReview(i)}
                  className="flex w-full items-center gap-3 rounded-2xl border-2 border-line px-3 py-3 text-left hover:border-primary"
                >
                  <span
                    className={cn(
                      'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white',
                      right ? 'bg-teal-dark' : 'bg-coral-dark',
                    )}
                  >
                    {right ? <CheckIcon /> : <CrossIcon />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-bold text-ink-soft">
                      Frage {i + 1}: {right ? 'richtig' : 'falsch'}
                    </span>
                    <span className="line-clamp-2 block leading-snug">{question.question}</span>
                  </span>
                  <ArrowIcon direction="right" className="shrink-0 text-primary" />
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
