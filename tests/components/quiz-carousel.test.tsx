import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizCarousel } from '@/components/quiz/quiz-carousel';
import { quizQuestions } from '@/content/quiz';
import { writeConsent } from '@/lib/choices/consent';
import { QUIZ_RESULT_KEY } from '@/lib/quiz/saved-result';

/** The score 'X von 10' as one element's whole text (the ring sets the number and the rest apart). */
const scoreOf = (n: number) => (_: string, element: Element | null) =>
  element?.textContent === `${n} von 10` && [...element.children].every((child) => child.textContent !== `${n} von 10`);

const first = quizQuestions[0]!;
const second = quizQuestions[1]!;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderQuiz() {
  render(<QuizCarousel questions={quizQuestions} />);
}

const question = () => screen.getByRole('group');

// Whole quiz runs; jsdom's role queries are slow on a busy machine.
jest.setTimeout(30_000);

/**
 * Ticks the given options of the current question and moves on ('Weiter', or 'Abgeben' on the last). Plain
 * clicks (fireEvent) keep ten-question runs fast; the navigation tests use userEvent.
 */
function answerCurrent(options: readonly number[]) {
  for (const option of options) fireEvent.click(within(question()).getAllByRole('checkbox')[option]!);
  fireEvent.click(screen.queryByText('Weiter') ?? screen.getByText('Abgeben'));
}

/** Runs the whole quiz: correct answers for the questions in `right`, the first wrong option for the rest. */
function runQuiz(right: (i: number) => boolean) {
  for (const [i, q] of quizQuestions.entries()) {
    const wrong = [0, 1, 2, 3].find((o) => !q.correctAnswers.includes(o))!;
    answerCurrent(right(i) ? q.correctAnswers : [wrong]);
  }
}

describe('QuizCarousel: answering', () => {
  it('shows one question at a time with its progress, and nothing of the others', () => {
    renderQuiz();
    expect(screen.getByText('Frage 1 von 10')).toBeInTheDocument();
    expect(question()).toHaveAccessibleName(first.question);
    expect(within(question()).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByText(second.question)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Abgeben' })).not.toBeInTheDocument();
  });

  it('moves with Weiter and Zurück, keeps the ticks, and focuses the new question', async () => {
    const user = userEvent.setup();
    renderQuiz();
    await user.click(screen.getByRole('checkbox', { name: first.options[2] }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Frage 2 von 10')).toBeInTheDocument();
    expect(question()).toHaveAccessibleName(second.question);
    expect(screen.getByRole('heading', { name: second.question })).toHaveFocus();
    // Multi-select: both ticks stay.
    await user.click(screen.getByRole('checkbox', { name: second.options[1] }));
    await user.click(screen.getByRole('checkbox', { name: second.options[3] }));
    expect(within(question()).getAllByRole('checkbox', { checked: true })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByText('Frage 1 von 10')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: first.options[2] })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(within(question()).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it('moves on a sideways swipe but not on a vertical scroll', () => {
    renderQuiz();
    const card = question().parentElement!;
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.touchStart(card, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(card, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 100);
    expect(screen.getByText('Frage 2 von 10')).toBeInTheDocument();
    swipe(300, 220, 50);
    expect(screen.getByText('Frage 2 von 10')).toBeInTheDocument();
    swipe(100, 300);
    expect(screen.getByText('Frage 1 von 10')).toBeInTheDocument();
  });

  it('shows Abgeben on the last question and names the questions still open', async () => {
    const user = userEvent.setup();
    renderQuiz();
    for (let i = 0; i < 9; i += 1) await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Frage 10 von 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abgeben' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Frage 3' }));
    expect(screen.getByText('Frage 3 von 10')).toBeInTheDocument();
  });
});

describe('QuizCarousel: results, lock and review', () => {
  it('scores exact sets, shows the band and recommends level 2 from 60 %', async () => {
    renderQuiz();
    runQuiz((i) => i < 7);
    expect(screen.getByRole('heading', { name: 'Dein Ergebnis' })).toHaveFocus();
    expect(screen.getByText(scoreOf(7))).toBeInTheDocument();
    expect(screen.getByText('Gut gemacht!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurs für Level 2 anfragen' })).toHaveAttribute('href', '/contact?level=2');
  });

  it('tells the site that the quiz was finished, with nothing but the page', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      renderQuiz();
      runQuiz(() => true);
      expect(sendBeacon.mock.calls).toEqual([['/api/v', 'quiz-finished /']]);
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('recommends level 1 below 60 %', async () => {
    renderQuiz();
    runQuiz((i) => i < 5);
    expect(screen.getByText(scoreOf(5))).toBeInTheDocument();
    expect(screen.getByText('Nicht schlecht!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurs für Level 1 anfragen' })).toHaveAttribute('href', '/contact?level=1');
  });

  it('locks the answers: no answer can be changed after submitting', async () => {
    const user = userEvent.setup();
    renderQuiz();
    runQuiz(() => true);
    expect(screen.getByText('Ausgezeichnet!')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Antworten ansehen' }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('marks correct answers and the wrong choices in words, explains, and goes back to the overview', async () => {
    const user = userEvent.setup();
    renderQuiz();
    // Question 2 (two correct: 1 and 3): tick one right and one wrong.
    answerCurrent(first.correctAnswers);
    answerCurrent([1, 2]);
    for (let i = 2; i < 10; i += 1) answerCurrent(quizQuestions[i]!.correctAnswers);
    expect(screen.getByText(scoreOf(9))).toBeInTheDocument();

    const overview = screen.getByRole('list', { name: 'Deine Antworten im Überblick' });
    expect(within(overview).getByRole('button', { name: /Frage 2: falsch/ })).toBeInTheDocument();
    await user.click(within(overview).getByRole('button', { name: /Frage 2: falsch/ }));

    expect(screen.getByRole('heading', { name: second.question, level: 2 })).toHaveFocus();
    expect(screen.getByText('Nicht richtig beantwortet')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Antworten' })).getAllByRole('listitem');
    expect(options[1]).toHaveTextContent('Deine Antwort – richtig');
    expect(options[2]).toHaveTextContent('Deine Antwort – falsch');
    expect(options[3]).toHaveTextContent('Richtige Antwort – nicht angekreuzt');
    expect(options[0]).not.toHaveTextContent(/Antwort –/);
    expect(screen.getByText(second.explanation)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nächste' }));
    expect(screen.getByText('Richtig beantwortet')).toBeInTheDocument();
    expect(screen.getByText('Frage 3 von 10')).toBeInTheDocument();
    // A swipe to the right goes back one question in the review too.
    const review = screen.getByRole('heading', { level: 2 }).closest('section')!;
    fireEvent.touchStart(review, { touches: [{ clientX: 80, clientY: 300 }] });
    fireEvent.touchEnd(review, { changedTouches: [{ clientX: 300, clientY: 300 }] });
    expect(screen.getByText('Frage 2 von 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück zur Übersicht' }));
    expect(screen.getByRole('heading', { name: 'Dein Ergebnis' })).toHaveFocus();
  });
});

describe('QuizCarousel: keeping the result (consent)', () => {
  it('without consent says the result cannot be saved and stores nothing', async () => {
    renderQuiz();
    runQuiz(() => true);
    expect(screen.getByText(/kann nicht gespeichert werden/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(QUIZ_RESULT_KEY)).toBeNull();
  });

  it.each(['accepted', 'essential'] as const)('with consent %s stores answers and score', async (choice) => {
    window.localStorage.setItem('cookieConsent', choice);
    renderQuiz();
    runQuiz((i) => i !== 0);
    expect(screen.getByText(/ist gespeichert/)).toBeInTheDocument();
    const stored = JSON.parse(window.sessionStorage.getItem(QUIZ_RESULT_KEY) ?? '{}');
    expect(stored.score).toBe(9);
    expect(stored.answers).toHaveLength(10);
  });

  it('saves as soon as cookies are accepted after submitting', async () => {
    renderQuiz();
    runQuiz(() => true);
    act(() => writeConsent('essential'));
    expect(screen.getByText(/ist gespeichert/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(QUIZ_RESULT_KEY)).not.toBeNull();
  });

  it('shows a saved result on the next load, locked', () => {
    window.localStorage.setItem('cookieConsent', 'essential');
    const answers = quizQuestions.map((q, i) => (i < 8 ? q.correctAnswers : []));
    window.sessionStorage.setItem(QUIZ_RESULT_KEY, JSON.stringify({ answers, score: 8 }));
    renderQuiz();
    expect(screen.getByText(scoreOf(8))).toBeInTheDocument();
    expect(screen.getByText('Sehr gut!')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
