// Runs in the browser before the site's own scripts: Next calls onRouterTransitionStart at the start of every
// navigation of the App Router (push, replace, back/forward), never for a prefetch. The App Router often fetches
// nothing for a route it has prefetched, so the server learns of such a view only from this one small request,
// without any identifier: the address navigated to, nothing else (lib/numbers/counter.ts counts it). These bytes
// load on every page, so the server does the rest.
export const onRouterTransitionStart = (url: string) => navigator.sendBeacon('/api/v', url);
