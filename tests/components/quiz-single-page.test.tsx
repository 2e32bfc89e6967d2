import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SinglePageQuiz } from '@/components/quiz/single-page-quiz';
import { quizQuestions } from '@/content/quiz';

/** The score 'X von 10' as one element's whole text (the ring sets the number and the rest apart). */
const scoreOf = (n: number) => (_: string, element: Element | null) =>
  element?.textContent === `${n} von 10` && [...element.children].every((child) => child.textContent !== `${n} von 10`);

function renderQuiz() {
  render(<SinglePageQuiz questions={quizQuestions} />);
  return screen.getByRole('form', { name: 'Programmier-Quiz' });
}

// Ten questions answered per test; jsdom's role queries are slow on a busy machine.
jest.setTimeout(30_000);

describe('SinglePageQuiz', () => {
  it('shows all ten questions: radio buttons for one correct answer, checkboxes for two', () => {
    renderQuiz();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(10);
    for (const [i, q] of quizQuestions.entries()) {
      const group = groups[i]!;
      expect(group).toHaveAccessibleName(expect.stringContaining(q.question));
      const role = q.correctAnswers.length === 1 ? 'radio' : 'checkbox';
      expect(within(group).getAllByRole(role)).toHaveLength(4);
    }
  });

  it('scores on submit with the same exact-set rule, locks the answers, and a retake resets everything', async () => {
    const user = userEvent.setup();
    renderQuiz();
    const groups = screen.getAllByRole('group');
    for (const [i, q] of quizQuestions.entries()) {
      const options = within(groups[i]!).getAllByRole(q.correctAnswers.length === 1 ? 'radio' : 'checkbox');
      // Question 2 gets only one of its two correct answers: not counted.
      const picks = i === 1 ? q.correctAnswers.slice(0, 1) : q.correctAnswers;
      for (const p of picks) await user.click(options[p]!);
    }
    await user.click(screen.getByRole('button', { name: 'Abgeben' }));

    expect(screen.getByRole('heading', { name: 'Dein Ergebnis' })).toHaveFocus();
    expect(screen.getByText(scoreOf(9))).toBeInTheDocument();
    expect(screen.getByText('Sehr gut!')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('Leider nicht richtig')).toBeInTheDocument();
    for (const input of [...screen.getAllByRole('radio'), ...screen.getAllByRole('checkbox')]) expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quiz wiederholen' }));
    expect(screen.queryByText(scoreOf(9))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abgeben' })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  });

  it('submitting nothing is "Ein guter Start!" with 0 von 10', async () => {
    const user = userEvent.setup();
    renderQuiz();
    await user.click(screen.getByRole('button', { name: 'Abgeben' }));
    expect(screen.getByText(scoreOf(0))).toBeInTheDocument();
    expect(screen.getByText('Ein guter Start!')).toBeInTheDocument();
  });

  it('tells the site that a quiz was finished, each time, with nothing but the page', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      const user = userEvent.setup();
      renderQuiz();
      expect(sendBeacon).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Abgeben' }));
      await user.click(screen.getByRole('button', { name: 'Quiz wiederholen' }));
      await user.click(screen.getByRole('button', { name: 'Abgeben' }));
      expect(sendBeacon.mock.calls).toEqual([
        ['/api/v', 'quiz-finished /'],
        ['/api/v', 'quiz-finished /'],
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});
