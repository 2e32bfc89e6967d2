import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_HINT_DELAY_MS, QuizIntroHint } from '@/components/quiz/quiz-intro-hint';

const HINT = 'So funktioniert das Quiz';

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const fireTypeIntro = () => act(() => window.dispatchEvent(new Event('typeIntroShown')));

describe('QuizIntroHint', () => {
  it('appears 500 ms after typeIntroShown, not before', () => {
    render(<QuizIntroHint />);
    advance(5000);
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    fireTypeIntro();
    advance(QUIZ_HINT_DELAY_MS - 1);
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
  });

  it("'Verstanden' hides it for good and stores quizIntroShown=true", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<QuizIntroHint />);
    fireTypeIntro();
    advance(QUIZ_HINT_DELAY_MS);
    await user.click(screen.getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('quizIntroShown')).toBe('true');
    unmount();

    render(<QuizIntroHint />);
    fireTypeIntro();
    advance(QUIZ_HINT_DELAY_MS * 4);
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
  });

  it('follows a parent/child intro dismissed on an earlier visit, 500 ms after load', () => {
    window.localStorage.setItem('typeIntroShown', 'true');
    render(<QuizIntroHint />);
    advance(QUIZ_HINT_DELAY_MS - 1);
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
  });
});
