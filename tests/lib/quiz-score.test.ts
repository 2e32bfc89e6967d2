import { quizQuestions } from '@/content/quiz';
import { quizIntro } from '@/content/quiz-intro';
import {
  courseRequestHref,
  isAnsweredCorrectly,
  recommendedLevel,
  resultBand,
  scoreQuiz,
  toggleChoice,
  type QuizAnswers,
} from '@/lib/quiz/score';

describe('isAnsweredCorrectly: the chosen set must equal the correct set (spec §5)', () => {
  it.each([
    ['one correct, chosen', [2], [2], true],
    ['two correct, both chosen', [1, 3], [1, 3], true],
    ['two correct, chosen in the other order', [3, 1], [1, 3], true],
    ['a repeated index is still the same set', [1, 1, 3], [1, 3], true],
    ['two correct, only one chosen', [1], [1, 3], false],
    ['two correct, one right and one wrong', [1, 2], [1, 3], false],
    ['both correct plus a wrong one', [1, 2, 3], [1, 3], false],
    ['one correct plus a wrong one', [0, 2], [2], false],
    ['all four ticked', [0, 1, 2, 3], [2], false],
    ['one wrong', [0], [2], false],
    ['nothing chosen', [], [2], false],
    ['nothing chosen on a two-answer question', [], [0, 2], false],
  ])('%s', (_name, chosen, correct, expected) => {
    expect(isAnsweredCorrectly(chosen, correct)).toBe(expected);
  });
});

const allCorrect = (): QuizAnswers => quizQuestions.map((q) => [...q.correctAnswers]);
/** The correct answers for the first `n` questions, a wrong single answer for the rest. */
function answersWithCorrect(n: number): QuizAnswers {
  return quizQuestions.map((q, i) => (i < n ? [...q.correctAnswers] : [[0, 1, 2, 3].find((o) => !q.correctAnswers.includes(o)) ?? 0]));
}

describe('scoreQuiz', () => {
  it('counts every exact answer: 10 von 10, 100 %', () => {
    const score = scoreQuiz(quizQuestions, allCorrect());
    expect(score).toMatchObject({ correct: 10, total: 10, percent: 100 });
    expect(score.results.every(Boolean)).toBe(true);
  });

  it('counts nothing for an empty run, and missing entries count as empty', () => {
    expect(scoreQuiz(quizQuestions, quizQuestions.map(() => []))).toMatchObject({ correct: 0, percent: 0 });
    expect(scoreQuiz(quizQuestions, [])).toMatchObject({ correct: 0, total: 10, percent: 0 });
  });

  it('does not count half of a two-answer question', () => {
    const answers = allCorrect();
    const twoAnswer = quizQuestions.findIndex((q) => q.correctAnswers.length === 2);
    answers[twoAnswer] = [quizQuestions[twoAnswer]!.correctAnswers[0]!];
    const score = scoreQuiz(quizQuestions, answers);
    expect(score.correct).toBe(9);
    expect(score.results[twoAnswer]).toBe(false);
  });

  it.each([0, 3, 4, 6, 8, 9, 10])('%i correct answers give %i0 %%', (n) => {
    expect(scoreQuiz(quizQuestions, answersWithCorrect(n))).toMatchObject({ correct: n, percent: n * 10 });
  });

  it('rounds a share down, so 59.9 % is not yet 60 %', () => {
    const questions = Array.from({ length: 7 }, () => quizQuestions[0]!);
    const answers = questions.map((q, i) => (i < 4 ? [...q.correctAnswers] : []));
    expect(scoreQuiz(questions, answers).percent).toBe(57);
  });
});

describe('result bands (spec §9) and the recommended level', () => {
  it.each([
    [100, 'Ausgezeichnet!', 2],
    [99, 'Sehr gut!', 2],
    [80, 'Sehr gut!', 2],
    [79, 'Gut gemacht!', 2],
    [60, 'Gut gemacht!', 2],
    [59, 'Nicht schlecht!', 1],
    [40, 'Nicht schlecht!', 1],
    [39, 'Ein guter Start!', 1],
    [10, 'Ein guter Start!', 1],
    [0, 'Ein guter Start!', 1],
  ])('%i %% is "%s", level %i', (percent, title, level) => {
    expect(quizIntro.bands[resultBand(percent)].title).toBe(title);
    expect(recommendedLevel(percent)).toBe(level);
  });

  it('asks for a course at that level on the contact page', () => {
    expect(courseRequestHref(1)).toBe('/contact?level=1');
    expect(courseRequestHref(2)).toBe('/contact?level=2');
  });
});

describe('toggleChoice', () => {
  it('adds and removes options of a multi-answer question, kept in order', () => {
    expect(toggleChoice([], 2)).toEqual([2]);
    expect(toggleChoice([2], 0)).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 2)).toEqual([0]);
  });

  it('replaces the choice of a radio question', () => {
    expect(toggleChoice([1], 3, true)).toEqual([3]);
  });
});
