// Which paths are pages worth counting: the build's own list, so a view is counted under the path a parent sees
// ('/courses/3', '/ferienkurse/minecraft-mods') and nothing else (files, icons, the sitemap, API routes, paths that
// do not exist) ever becomes a row.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Pages never counted: the team's own room, and the page that only ever answers 404 (proxy.ts rewrites to it). */
const NOT_COUNTED = /^\/intern(?:\/|$)|^\/courses\/nicht-gefunden$|^\/_/;

interface PrerenderManifest {
  routes: Record<string, { routeType?: string }>;
}

/**
 * Every page path of the build in `distDir`: each prerendered page (dynamic routes with each id or slug they were
 * built for) and each page route without a parameter that renders on request, less NOT_COUNTED and the intercepting
 * routes' internal names ('/ferienkurse/(.)[slug]': the address bar shows '/ferienkurse/<slug>').
 */
export function countedPages(distDir: string): Set<string> {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;
  const prerendered = Object.entries(read<PrerenderManifest>('prerender-manifest.json').routes)
    .filter(([, entry]) => entry.routeType === 'page')
    .map(([route]) => route);
  const onRequest = Object.entries(read<Record<string, string>>('app-path-routes-manifest.json'))
    .filter(([entry, route]) => entry.endsWith('/page') && !route.includes('['))
    .map(([, route]) => route);
  return new Set([...prerendered, ...onRequest].filter((route) => !route.includes('(.)') && !NOT_COUNTED.test(route)));
}
