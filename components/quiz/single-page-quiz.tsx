'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { quizIntro } from '@/content/quiz-intro';
import type { QuizQuestion } from '@/content/schema';
import { scoreQuiz, toggleChoice, type QuizAnswers } from '@/lib/quiz/score';
import { cn } from '@/lib/ui/class-names';
import { CheckIcon, CrossIcon } from './quiz-icons';
import { QuizScoreSummary } from './quiz-score-summary';
import { focusInView } from '@/lib/ui/focus';
import { reportQuizFinished } from '@/lib/numbers/beacon';

/**
 * The older single-page quiz (DECISIONS: routes): all questions in one form, radio buttons where one answer is
 * correct and checkboxes where two are, one submit with score and band, and a retake that clears everything.
 */
export function SinglePageQuiz({ questions }: { questions: QuizQuestion[] }) {
  const empty = () => questions.map(() => [] as number[]);
  const [answers, setAnswers] = useState<QuizAnswers>(empty);
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const score = submitted ? scoreQuiz(questions, answers) : null;

  const retaking = useRef(false);

  // Focus follows the change: to the result after submitting, back to the first answer after a retake.
  useEffect(() => {
    if (submitted) {
      focusInView(resultRef.current, { toTop: true });
    } else if (retaking.current) {
      retaking.current = false;
      focusInView(formRef.current?.querySelector('input'));
    }
  }, [submitted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    reportQuizFinished();
  };

  const retake = () => {
    setAnswers(empty());
    retaking.current = true;
    setSubmitted(false);
  };

  return (
    <form ref={formRef} onSubmit={submit} aria-label={quizIntro.single.formLabel} className="mx-auto max-w-2xl">
      <ol className="grid gap-5">
        {questions.map((question, qi) => {
          const single = question.correctAnswers.length === 1;
          const chosen = answers[qi] ?? [];
          const right = score?.results[qi];
          return (
            <li key={question.id}>
              <fieldset
                disabled={submitted}
                className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
              >
                <legend className="float-left w-full">
                  <span className="block text-sm font-bold text-ink-soft">
                    Frage {qi + 1} von {questions.length}
                  </span>
                  <span className="mt-1 block text-lg leading-snug font-extrabold text-balance hyphens-auto sm:text-xl">
                    {question.question}
                  </span>
                </legend>
                <ul className="clear-both grid gap-2 pt-4">
                  {question.options.map((option, oi) => (
                    <li key={option}>
                      <label
                        className={cn(
                          'flex min-h-12 items-center gap-3 rounded-2xl border-2 border-line px-4 py-2.5 leading-snug transition-colors',
                          'has-[:checked]:border-primary has-[:checked]:bg-primary-tint',
                          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                          submitted ? 'cursor-default' : 'cursor-pointer hover:border-primary',
                        )}
                      >
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={question.id}
                          value={oi}
                          checked={chosen.includes(oi)}
                          onChange={() =>
                            setAnswers((current) => current.map((a, i) => (i === qi ? toggleChoice(a, oi, single) : a)))
                          }
                          className="size-5 shrink-0 accent-primary focus-visible:outline-none"
                        />
                        <span>{option}</span>
                      </label>
                    </li>
                  ))}
                </ul>
                {right !== undefined && (
                  <p
                    className={cn(
                      'mt-3 inline-flex items-center gap-1.5 text-base font-bold',
                      right ? 'text-teal-dark' : 'text-coral-dark',
                    )}
                  >
                    {right ? <CheckIcon /> : <CrossIcon />}
                    {right ? 'Richtig' : 'Leider nicht richtig'}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="mt-8">
        {score ? (
          <section aria-labelledby="single-quiz-result" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="single-quiz-result" ref={resultRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none">
              {quizIntro.results.heading}
            </h2>
            <div className="mt-5">
              <QuizScoreSummary score={score} />
            </div>
            <button type="button" onClick={retake} className={cn(buttonClasses({ size: 'lg' }), 'mt-6 w-full sm:w-auto')}>
              Quiz wiederholen
            </button>
          </section>
        ) : (
          <button type="submit" className={cn(buttonClasses({ variant: 'star', size: 'lg' }), 'w-full sm:w-auto')}>
            Abgeben
          </button>
        )}
      </div>
    </form>
  );
}
