import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { CurriculumDiagram } from '@/components/courses/curriculum-diagram';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { CourseListJsonLd } from '@/components/seo/json-ld';
import { courses, coursesPageIntro } from '@/content/courses';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Kursübersicht: sieben Kurse in drei Levels',
  description:
    'Vom ersten Scratch-Projekt bis zum Zertifikat: CS Grundlagen ab 6 Jahren, Webdesign und Spieldesign ab 10, dann Webdesign 2, App Design, Python und Spieldesign 2.',
  path: '/courses',
});

export default function CoursesPage() {
  return (
    <>
      <CourseListJsonLd courses={courses} />
      <PageHeader
        crumbs={[{ name: 'Kurse' }]}
        title="Sieben Kurse in drei Levels"
        intro={<p>{coursesPageIntro}</p>}
      />
      <Container className="pb-16">
        <CurriculumDiagram />
        <p className="mx-auto mt-12 max-w-prose text-center text-ink-soft">
          Unsicher, welches Level passt?{' '}
          <Link href="/quizcarousel" className="font-bold text-primary underline underline-offset-2">
            Machen Sie mit Ihrem Kind unser Quiz
          </Link>{' '}
          oder lesen Sie die{' '}
          <Link href="/faq" className="font-bold text-primary underline underline-offset-2">
            häufigen Fragen
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
