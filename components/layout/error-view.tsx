'use client';

import { EmailLink, PhoneLink } from '@/components/ui/contact-links';

interface ErrorViewProps {
  reset: () => void;
}

/** German fallback when a page fails to render; titled as in the spec. */
export function ErrorView({ reset }: ErrorViewProps) {
  return (
    <div className="mx-auto flex max-w-prose flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Hier ist leider etwas schiefgelaufen. Bitte laden Sie die Seite neu. Wenn der Fehler bleibt, erreichen Sie uns
        unter{' '}
        <PhoneLink />{' '}
        oder{' '}
        <EmailLink />
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-pill bg-primary px-5 font-bold text-white hover:bg-primary-dark"
        >
          Erneut versuchen
        </button>
        {/* A full page load on purpose: after an error the client router may be what broke. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="inline-flex min-h-11 items-center rounded-pill border-2 border-primary px-5 font-bold text-primary">
          Zur Startseite
        </a>
      </div>
    </div>
  );
}
