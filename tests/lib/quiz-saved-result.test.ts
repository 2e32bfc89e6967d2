import { parseSavedAnswers, QUIZ_RESULT_KEY, readSavedResultRaw, saveResult } from '@/lib/quiz/saved-result';

describe('saved quiz result (sessionStorage)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('round-trips answers and score', () => {
    const answers = [[2], [1, 3], [], [3], [0], [2], [1], [0, 2], [1, 2], [3]];
    expect(saveResult(answers, 9)).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(QUIZ_RESULT_KEY) ?? '')).toEqual({ answers, score: 9 });
    expect(parseSavedAnswers(readSavedResultRaw(), 10)).toEqual(answers);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{answers'],
    ['JSON null', 'null'],
    ['no answers', '{"score":3}'],
    ['too few questions', JSON.stringify({ answers: [[1]] })],
    ['an option out of range', JSON.stringify({ answers: Array.from({ length: 10 }, () => [4]) })],
    ['a non-number', JSON.stringify({ answers: Array.from({ length: 10 }, () => ['1']) })],
  ])('ignores %s', (_name, raw) => {
    expect(parseSavedAnswers(raw, 10)).toBeNull();
  });
});
