'use client';

import { ErrorView } from '@/components/layout/error-view';

export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex-1">
      <ErrorView reset={reset} />
    </main>
  );
}
