import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { SinglePageQuiz } from '@/components/quiz/single-page-quiz';
import { Container } from '@/components/ui/container';
import { RequiresScript } from '@/components/ui/requires-script';
import { noScriptContent } from '@/content/no-script';
import { Link } from '@/components/ui/link';
import { quizQuestions } from '@/content/quiz';
import { quizIntro } from '@/content/quiz-intro';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Programmier-Quiz mit allen Fragen',
  description:
    'Alle zehn Quizfragen zu Prozessor, Programmiersprachen, CSS, KI, Schleifen und Scratch auf einer Seite: ankreuzen, abgeben, Ergebnis sehen und beliebig oft wiederholen.',
  path: '/quiz',
});

export default function QuizPage() {
  const { single } = quizIntro;
  return (
    <>
      <PageHeader crumbs={[{ name: 'Quiz' }]} title={single.title} intro={<p>{single.intro}</p>} />
      <Container className="pb-16">
        <RequiresScript notice={noScriptContent.quiz} noticeClassName="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 shadow-card">
          <SinglePageQuiz questions={quizQuestions} />
        </RequiresScript>
        <p className="mx-auto mt-8 max-w-2xl">
          {single.carouselLink.lead}{' '}
          <Link href="/quizcarousel" className="font-bold text-primary underline underline-offset-4">
            {single.carouselLink.label}
          </Link>
        </p>
      </Container>
    </>
  );
}
