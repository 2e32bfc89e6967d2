import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { trialLinksCopy as copy } from '@/content/trial-links';
import type { LinkProblem } from '@/lib/hooks/use-link-view';

/** The alert of a request that did not go through: the page keeps what it showed. */
export function LinkProblemAlert({ problem }: { problem: LinkProblem | undefined }) {
  if (!problem) return null;
  return (
    <p role="alert" className="mt-6 rounded-xl border-2 border-coral-dark bg-white p-4 font-bold text-coral-dark">
      {problem === 'too-many' ? copy.tooMany : copy.unavailable}
    </p>
  );
}

/** The way to a new date, under an outcome. */
export function NewDateLink() {
  return (
    <p className="mt-6">
      {copy.again}{' '}
      <Link href="/start/signup" className="font-bold text-primary underline">
        {copy.againLink}
      </Link>
    </p>
  );
}

/** The frame of every state of a link page: a heading the screen reader announces, then the words and buttons. */
export function LinkOutcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div aria-live="polite">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      <div className="mt-4 text-lg">{children}</div>
    </div>
  );
}

export function LinkLoading() {
  return <p aria-live="polite">{copy.loading}</p>;
}
