/**
 * The one-time hint bubbles (spec §3, §4). The parent/child intro stores `typeIntroShown` when dismissed with 'OK'
 * and fires the `typeIntroShown` event; the quiz hint appears 500 ms after that event and stores `quizIntroShown`
 * when dismissed with 'Verstanden'.
 */
export const TYPE_INTRO_KEY = 'typeIntroShown';
export const TYPE_INTRO_EVENT = 'typeIntroShown';
export const QUIZ_INTRO_KEY = 'quizIntroShown';

/** True once the bubble stored under `key` was dismissed (localStorage 'true'). */
export function introDismissed(key: typeof TYPE_INTRO_KEY | typeof QUIZ_INTRO_KEY): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function dismissIntro(key: typeof TYPE_INTRO_KEY | typeof QUIZ_INTRO_KEY): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Without storage the bubble simply shows again on the next visit.
  }
  if (key === TYPE_INTRO_KEY) window.dispatchEvent(new Event(TYPE_INTRO_EVENT));
}
