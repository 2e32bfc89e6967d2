import type { QuizAnswers } from './score';

/** sessionStorage key of the carousel's submitted answers and score (spec §3). */
export const QUIZ_RESULT_KEY = 'quizResults';

interface SavedResult {
  answers: QuizAnswers;
  score: number;
}

/** The stored JSON as a string (a primitive, so it can feed useSyncExternalStore), or null. */
export function readSavedResultRaw(): string | null {
  try {
    return window.sessionStorage.getItem(QUIZ_RESULT_KEY);
  } catch {
    return null;
  }
}

/** Answers from the stored JSON, or null when it is missing or malformed for `questionCount` four-option questions. */
export function parseSavedAnswers(raw: string | null, questionCount: number): QuizAnswers | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    const answers = (data as Partial<SavedResult> | null)?.answers;
    const valid =
      Array.isArray(answers) &&
      answers.length === questionCount &&
      answers.every(
        (chosen) =>
          Array.isArray(chosen) && chosen.every((i) => Number.isInteger(i) && i >= 0 && i <= 3),
      );
    return valid ? (answers as QuizAnswers) : null;
  } catch {
    return null;
  }
}

/** Keeps answers and score for this tab; callers check consent first. */
export function saveResult(answers: QuizAnswers, score: number): boolean {
  try {
    window.sessionStorage.setItem(QUIZ_RESULT_KEY, JSON.stringify({ answers, score } satisfies SavedResult));
    return true;
  } catch {
    return false;
  }
}
