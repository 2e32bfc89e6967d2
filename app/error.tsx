'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="flex-1">
      <ErrorView reset={reset} />
    </main>
  );
}
