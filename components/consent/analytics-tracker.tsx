'use client';

import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { trackingIds } from '@/lib/analytics/config';
import { startTracking, stopTracking, trackPageView, trackWebVital } from '@/lib/analytics/gtag';

/**
 * Mounted only while consent is 'accepted'. Unmounting (the visitor withdraws in 'Cookie-Einstellungen') sets
 * consent back to denied, so nothing more is sent.
 */
export default function AnalyticsTracker() {
  const pathname = usePathname();

  useEffect(() => {
    startTracking(trackingIds);
    return () => stopTracking(trackingIds);
  }, []);

  // One page view per navigation, including the first page.
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  // The metrics observers read buffered entries, so measurements from before the consent are reported too.
  useReportWebVitals(trackWebVital);

  return null;
}
