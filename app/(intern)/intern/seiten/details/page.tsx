import type { Metadata } from 'next';
import { PagesReviewDetail } from '@/components/pages-review/pages-review-detail';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { pagesReviewCopy as copy } from '@/content/pages-review';
import { requireStaff } from '@/lib/auth/session';
import { latestReview } from '@/lib/pages-review/latest';

export const metadata: Metadata = { title: copy.details };

/** Everything the last review found on one page (`?seite=/courses/1`). */
export default async function PageReviewDetailPage({ searchParams }: PageProps<'/intern/seiten/details'>) {
  await requireStaff();
  const { seite } = await searchParams;
  const page = latestReview()?.pages.find((candidate) => candidate.path === seite);
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold break-words">{typeof seite === 'string' ? copy.detailsOf(seite) : copy.details}</h1>
      <div className="mt-6">
        {page ? (
          <PagesReviewDetail page={page} listHref="/intern/seiten" />
        ) : (
          <p>
            {copy.notFoundInReport}{' '}
            <Link href="/intern/seiten" className="font-bold text-primary underline">
              {copy.back}
            </Link>
          </p>
        )}
      </div>
    </Container>
  );
}
