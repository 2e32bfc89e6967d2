/** Tracking after consent (DECISIONS 'Tracking and consent'). The gtag module itself is imported lazily. */
export { TRACKING_HOSTS } from './hosts';
export { parseTrackingIds, trackingConfigured, trackingIds, type TrackingIds } from './config';
