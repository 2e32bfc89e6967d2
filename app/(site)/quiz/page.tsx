import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { QuizTopics } from '@/components/quiz/quiz-topics';
import { Container } from '@/components/ui/container';
import { quizIntro } from '@/content/quiz-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Programmier-Quiz mit allen Fragen',
  description:
    'Alle zehn Quizfragen zu Prozessor, Programmiersprachen, CSS, KI, Schleifen und Scratch auf einer Seite: ankreuzen, abgeben, Ergebnis sehen und beliebig oft wiederholen.',
  path: '/quiz',
});

export default function QuizPage() {
  return (
    <>
      <PageHeader crumbs={[{ name: 'Quiz' }]} title={quizIntro.single.title} intro={<p>{quizIntro.single.intro}</p>} />
      <Container className="pb-16">
        <div id="quiz">
          <QuizTopics />
        </div>
        <p className="mt-8">
          Lieber eine Frage nach der anderen?{' '}
          <Link href="/quizcarousel" className="font-bold text-primary underline underline-offset-4">
            Zum Kursberater-Quiz
          </Link>
        </p>
      </Container>
    </>
  );
}
