import { quizQuestions } from '@/content/quiz';
import { quizIntro } from '@/content/quiz-intro';

/** The topics of the ten questions, so the page says what the quiz covers. */
export function QuizTopics() {
  return (
    <section aria-labelledby="quiz-themen" className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="quiz-themen" className="text-xl font-extrabold">
        {quizIntro.topicsHeading}
      </h2>
      <ol className="mt-4 grid list-decimal gap-x-12 gap-y-2 pl-6 sm:grid-cols-2">
        {quizQuestions.map((question) => (
          <li key={question.id}>{question.question}</li>
        ))}
      </ol>
    </section>
  );
}
