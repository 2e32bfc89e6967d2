/**
 * Room lib/quiz: the quiz's score and its band, and the saved result.
 * Used by the quiz components.
 */

import type { ResultBand } from '@/content/quiz-intro';
import type { QuizQuestion } from '@/content/schema';

/** The visitor's choices: for each question the indices of the ticked options. */
export type QuizAnswers = number[][];

export type { ResultBand };

export interface QuizScore {
  correct: number;
  total: number;
  /** Whole percent, rounded down so 59.9 never reaches the 60 % edge. */
  percent: number;
  /** Per question: did the chosen set equal the correct set? */
  results: boolean[];
}

/** Spec §5: a question counts only when the chosen set equals the correct set exactly (order and repeats ignored). */
export function isAnsweredCorrectly(chosen: readonly number[], correct: readonly number[]): boolean {
  const picked = new Set(chosen);
  const wanted = new Set(correct);
  return picked.size === wanted.size && [...wanted].every((index) => picked.has(index));
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizScore {
  const results = questions.map((question, i) => isAnsweredCorrectly(answers[i] ?? [], question.correctAnswers));
  const correct = results.filter(Boolean).length;
  const total = questions.length;
  return { correct, total, percent: total === 0 ? 0 : Math.floor((correct * 100) / total), results };
}

/** Spec §9: 100 excellent, from 80 very good, from 60 good, from 40 not bad, otherwise a good start. */
export function resultBand(percent: number): ResultBand {
  if (percent >= 100) return 'excellent';
  if (percent >= 80) return 'veryGood';
  if (percent >= 60) return 'good';
  if (percent >= 40) return 'notBad';
  return 'start';
}

/** The course level to start with: level 1 below 60 %, level 2 from 60 %. */
export function recommendedLevel(percent: number): 1 | 2 {
  return percent >= 60 ? 2 : 1;
}

/** Toggles one option in a question's choice; radio-style questions pass `single` to replace it. */
export function toggleChoice(chosen: readonly number[], option: number, single = false): number[] {
  if (single) return [option];
  return chosen.includes(option) ? chosen.filter((i) => i !== option) : [...chosen, option].sort((a, b) => a - b);
}

/** The contact form, told which level the quiz recommends. */
export function courseRequestHref(level: 1 | 2): string {
  return `/contact?level=${level}`;
}
