'use client';

import { consentContent } from '@/content/consent';
import { useConsent } from './consent-provider';

/** 'Cookie-Einstellungen' in the footer: reopens the banner to change the choice (withdrawal as easy as consent). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openBanner } = useConsent();
  return (
    <button type="button" data-requires-js="" onClick={openBanner} className={className}>
      {consentContent.settingsButton}
    </button>
  );
}
