'use client';

import { ErrorView } from '@/components/layout/error-view';
import './globals.css';

/** Replaces the root layout when it fails itself, so it brings its own <html>. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="de">
      <body>
        <main id="main">
          <ErrorView reset={reset} />
        </main>
      </body>
    </html>
  );
}
