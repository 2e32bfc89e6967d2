'use client';

import { createContext, use, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_BANNER_ID, readConsent, subscribeConsent, writeConsent, type ConsentChoice } from '@/lib/choices/consent';

interface ConsentContextValue {
  /** The stored choice; null before a choice and during the server render. */
  choice: ConsentChoice | null;
  /** Stores the choice, announces it and closes the banner. */
  choose: (choice: ConsentChoice) => void;
  /** Shows the banner again ('Cookie-Einstellungen') and moves focus into it. */
  openBanner: () => void;
}

const ConsentContext = createContext<ConsentContextValue>({ choice: null, choose: () => {}, openBanner: () => {} });

/** The consent choice for React components; the typed window event (lib/choices/consent) tells everything else. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  // Where focus goes back to after a choice made in the reopened banner.
  const opener = useRef<HTMLElement | null>(null);

  const value = useMemo<ConsentContextValue>(
    () => ({
      choice,
      choose: (next) => {
        writeConsent(next);
        document.documentElement.removeAttribute(CONSENT_BANNER_ATTRIBUTE);
        opener.current?.focus();
        opener.current = null;
      },
      openBanner: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        document.documentElement.setAttribute(CONSENT_BANNER_ATTRIBUTE, '');
        document.getElementById(CONSENT_BANNER_ID)?.focus();
      },
    }),
    [choice],
  );

  return <ConsentContext value={value}>{children}</ConsentContext>;
}

export function useConsent(): ConsentContextValue {
  return use(ConsentContext);
}
