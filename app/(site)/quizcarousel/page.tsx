import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { QuizCarousel } from '@/components/quiz/quiz-carousel';
import { Container } from '@/components/ui/container';
import { RequiresScript } from '@/components/ui/requires-script';
import { noScriptContent } from '@/content/no-script';
import { quizQuestions } from '@/content/quiz';
import { quizIntro } from '@/content/quiz-intro';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Kursberater-Quiz: Welcher Kurs passt?',
  description:
    'Zehn Fragen zu Computern und Programmieren: Das Quiz zeigt Kindern und Jugendlichen, ob Level 1 oder Level 2 der richtige Einstieg bei CodingStars ist.',
  path: '/quizcarousel',
});

export default function QuizCarouselPage() {
  const { carousel } = quizIntro;
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Kursberater-Quiz' }]}
        title={carousel.title}
        intro={
          <>
            <p>{carousel.intro}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {carousel.facts.map((fact) => (
                <li key={fact} className="rounded-pill bg-white px-3 py-1 text-base font-bold text-ink shadow-card">
                  {fact}
                </li>
              ))}
            </ul>
          </>
        }
      />
      <Container className="pb-16">
        <RequiresScript notice={noScriptContent.quiz} noticeClassName="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 shadow-card">
          <QuizCarousel questions={quizQuestions} />
        </RequiresScript>
      </Container>
    </>
  );
}
