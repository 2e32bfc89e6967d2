import { quizIntro } from '@/content/quiz-intro';
import { resultBand, type QuizScore } from '@/lib/quiz/score';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** 'X von 10' in a ring that fills with the share of correct answers, the band title and its line. */
export function QuizScoreSummary({ score }: { score: QuizScore }) {
  const band = quizIntro.bands[resultBand(score.percent)];
  return (
    <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <div className="relative size-36 shrink-0">
        <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-primary-light" />
          {score.correct > 0 && (
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - score.correct / score.total)}
              className="stroke-primary"
            />
          )}
        </svg>
        <p className="absolute inset-0 flex flex-col items-center justify-center leading-none">
          <span className="text-5xl font-extrabold text-ink">{score.correct}</span>
          <span className="mt-1 text-base font-bold text-ink-soft"> von {score.total}</span>
        </p>
      </div>
      <div>
        <p className="text-3xl font-extrabold text-primary">{band.title}</p>
        <p className="mt-2 text-lg text-ink-soft">{band.message}</p>
      </div>
    </div>
  );
}
