/**
 * Room lib/analytics: tracking after consent, the Google tag's ids and hosts (the tag itself is loaded lazily).
 * Used by the consent provider in components/consent.
 */

/** Tracking after consent (DECISIONS 'Tracking and consent'). The gtag module itself is imported lazily. */
export { TRACKING_HOSTS } from './hosts';
export { parseTrackingIds, trackingConfigured, trackingIds, type TrackingIds } from './config';
