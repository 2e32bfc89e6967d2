'use client';

import type { ReactNode } from 'react';
import type { ConsentChoice } from '@/lib/choices/consent';
import { useConsent } from './consent-provider';

/** One of the banner's three choices; the only part of the banner that needs JavaScript. */
export function ConsentChoiceButton({ choice, children }: { choice: ConsentChoice; children: ReactNode }) {
  const { choose } = useConsent();
  return (
    <button
      type="button"
      onClick={() => choose(choice)}
      className="min-h-11 rounded-pill bg-primary px-4 font-bold text-white transition-colors hover:bg-primary-dark"
    >
      {children}
    </button>
  );
}
