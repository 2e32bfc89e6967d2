/**
 * Tells the site's own server that the quiz on this page was finished, for the cookieless numbers: one small POST
 * without any identifier (app/api/v/route.ts). sendBeacon: fire and forget, and it still leaves while the page
 * changes. Client-side navigations are reported by instrumentation-client.ts in the same way.
 */
export function reportQuizFinished(): void {
  navigator.sendBeacon?.('/api/v', `quiz-finished ${location.pathname}`);
}
