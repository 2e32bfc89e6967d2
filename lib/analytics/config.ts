/** Tracking ids, baked in at build time. Read here rather than through lib/server/env so zod stays out of client bundles. */
export interface TrackingIds {
  gaId?: string;
  gadsId?: string;
}

/** Only well-formed ids count, since they end up in a script URL; anything else loads nothing. */
export function parseTrackingIds(raw: { ga?: string; gads?: string }): TrackingIds {
  const ga = raw.ga?.trim();
  const gads = raw.gads?.trim();
  return {
    gaId: ga && /^G-[A-Z0-9]+$/.test(ga) ? ga : undefined,
    gadsId: gads && /^AW-[0-9]+$/.test(gads) ? gads : undefined,
  };
}

// NEXT_PUBLIC_* must be named literally so Next inlines them.
export const trackingIds = parseTrackingIds({ ga: process.env.NEXT_PUBLIC_GA_ID, gads: process.env.NEXT_PUBLIC_GADS_ID });

export function trackingConfigured(ids: TrackingIds = trackingIds): boolean {
  return Boolean(ids.gaId || ids.gadsId);
}
