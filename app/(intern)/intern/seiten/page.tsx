import type { Metadata } from 'next';
import { PagesReviewList } from '@/components/pages-review/pages-review-list';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { pagesReviewCopy as copy } from '@/content/pages-review';
import { requireStaff } from '@/lib/auth/session';
import { reviewPagesNow } from '@/lib/pages-review/actions';
import { latestReview } from '@/lib/pages-review/latest';

export const metadata: Metadata = { title: copy.title };

/** Every page as search engines and messengers show it, from this server's own HTML (the last review, or a new one). */
export default async function PagesReviewPage() {
  await requireStaff();
  const report = latestReview();
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      <form action={reviewPagesNow} className="mt-6">
        <button type="submit" className={buttonClasses({ variant: report ? 'secondary' : 'primary' })}>
          {report ? copy.checkAgain : copy.checkNow}
        </button>
      </form>
      <div className="mt-8">{report ? <PagesReviewList report={report} detailHref={(path) => `/intern/seiten/details?seite=${encodeURIComponent(path)}`} /> : <p>{copy.notChecked}</p>}</div>
    </Container>
  );
}
