import type { RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { QuizQuestion } from '@/content/schema';
import { isAnsweredCorrectly, type QuizAnswers } from '@/lib/quiz/score';
import { cn } from '@/lib/ui/class-names';
import { ArrowIcon, CheckIcon, CrossIcon } from './quiz-icons';

interface QuizReviewProps {
  questions: QuizQuestion[];
  answers: QuizAnswers;
  index: number;
  headingRef: RefObject<HTMLElement | null>;
  onMove: (index: number) => void;
  onOverview: () => void;
}

type Mark = 'chosen-right' | 'missed' | 'chosen-wrong' | 'none';

/** What each mark says in words, so no mark relies on colour alone. */
const markLabels: Record<Mark, string | null> = {
  'chosen-right': 'Deine Antwort – richtig',
  missed: 'Richtige Antwort – nicht angekreuzt',
  'chosen-wrong': 'Deine Antwort – falsch',
  none: null,
};

/** Read-only view of one answered question: correct answers, the visitor's wrong choices, the explanation. */
export function QuizReview({ questions, answers, index, headingRef, onMove, onOverview }: QuizReviewProps) {
  const question = questions[index];
  if (!question) return null;
  const chosen = answers[index] ?? [];
  const right = isAnsweredCorrectly(chosen, question.correctAnswers);
  const markOf = (option: number): Mark => {
    const isCorrect = question.correctAnswers.includes(option);
    const isChosen = chosen.includes(option);
    if (isCorrect) return isChosen ? 'chosen-right' : 'missed';
    return isChosen ? 'chosen-wrong' : 'none';
  };

  return (
    <section aria-labelledby="quiz-review-heading" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
      <button type="button" onClick={onOverview} className={cn(buttonClasses({ variant: 'ghost' }), '-ml-2 px-2')}>
        <ArrowIcon direction="left" />
        Zurück zur Übersicht
      </button>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold text-ink-soft">
          Frage {index + 1} von {questions.length}
        </p>
        <p
          className={cn(
            'inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-sm font-bold text-white',
            right ? 'bg-teal-dark' : 'bg-coral-dark',
          )}
        >
          {right ? <CheckIcon className="size-4" /> : <CrossIcon className="size-4" />}
          {right ? 'Richtig beantwortet' : 'Nicht richtig beantwortet'}
        </p>
      </div>
      <h2
        id="quiz-review-heading"
        ref={(el) => {
          headingRef.current = el;
        }}
        tabIndex={-1}
        className="mt-4 text-xl leading-snug font-extrabold text-balance hyphens-auto focus:outline-none sm:text-2xl"
      >
        {question.question}
      </h2>
      <ul className="mt-5 grid gap-3" aria-label="Antworten">
        {question.options.map((option, optionIndex) => {
          const mark = markOf(optionIndex);
          const label = markLabels[mark];
          return (
            <li
              key={option}
              className={cn(
                'flex items-start gap-3 rounded-2xl border-2 px-4 py-3 text-lg leading-snug',
                mark === 'chosen-right' && 'border-teal-dark bg-[#e6f6f3]',
                mark === 'missed' && 'border-dashed border-teal-dark',
                mark === 'chosen-wrong' && 'border-coral-dark bg-[#fdeceb]',
                mark === 'none' && 'border-line text-ink-soft',
              )}
            >
              <span
                className={cn(
                  'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full',
                  mark === 'chosen-right' && 'bg-teal-dark text-white',
                  mark === 'missed' && 'border-2 border-teal-dark text-teal-dark',
                  mark === 'chosen-wrong' && 'bg-coral-dark text-white',
                )}
              >
                {mark === 'chosen-wrong' ? <CrossIcon className="size-4" /> : mark !== 'none' && <CheckIcon className="size-4" />}
              </span>
              <span className="min-w-0">
                <span className="block">{option}</span>
                {label && (
                  <span
                    className={cn('mt-1 block text-sm font-bold', mark === 'chosen-wrong' ? 'text-coral-dark' : 'text-teal-dark')}
                  >
                    {label}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 rounded-2xl bg-primary-tint p-4 sm:p-5">
        <h3 className="font-extrabold">Erklärung</h3>
        <p className="mt-1 text-lg leading-relaxed">{question.explanation}</p>
      </div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          className={cn(buttonClasses({ variant: 'secondary' }), 'pl-3')}
        >
          <ArrowIcon direction="left" />
          Vorherige
        </button>
        {index < questions.length - 1 ? (
          <button type="button" onClick={() => onMove(index + 1)} className={cn(buttonClasses(), 'pr-3')}>
            Nächste
            <ArrowIcon direction="right" />
          </button>
        ) : (
          <button type="button" onClick={onOverview} className={buttonClasses()}>
            Zur Übersicht
          </button>
        )}
      </div>
    </section>
  );
}
