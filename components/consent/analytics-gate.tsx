'use client';

import { lazy, Suspense } from 'react';
import { trackingConfigured } from '@/lib/analytics/config';
import { useConsent } from './consent-provider';

// A separate chunk, fetched only after 'Alle Akzeptieren' (now or on an earlier visit).
const AnalyticsTracker = lazy(() => import('./analytics-tracker'));

/** Starts GA4 and Google Ads only with the choice 'accepted' and configured ids; otherwise renders and loads nothing. */
export function AnalyticsGate() {
  const { choice } = useConsent();
  if (choice !== 'accepted' || !trackingConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  );
}
