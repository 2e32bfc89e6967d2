'use client';

import { usePathname } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { trackingIds } from '@/lib/analytics/config';
import { startTracking, stopTracking, trackPageView, trackWebVital } from '@/lib/analytics/gtag';

const isIntern = (pathname: string) => pathname === '/intern' || pathname.startsWith('/intern/');

/**
 * Mounted only while consent is 'accepted'. Unmounting (the visitor withdraws in 'Cookie-Einstellungen') sets
 * consent back to denied, so nothing more is sent.
 */
export default function AnalyticsTracker() {
  const pathname = usePathname();
  // The team's room is not measured: no Google tag starts there, no page view or web vital is sent from it.
  const intern = isIntern(pathname);

  useEffect(() => {
    if (intern) return;
    startTracking(trackingIds);
    return () => stopTracking(trackingIds);
  }, [intern]);

  // One page view per navigation, including the first page.
  useEffect(() => {
    if (!isIntern(pathname)) trackPageView(pathname);
  }, [pathname]);

  // The metrics observers read buffered entries, so measurements from before the consent are reported too.
  useReportWebVitals((metric) => {
    if (!isIntern(window.location.pathname)) trackWebVital(metric);
  });

  return null;
}
