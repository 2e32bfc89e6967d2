// Gzip size of the JavaScript each route loads first, from Next's build diagnostics.
// Usage: node bench/tools/js-size.mjs [--json]   (after `next build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * What an empty App Router page (one <p>, no client component) ships with the same Next and React versions,
 * measured with this script on a scratch app: the floor that page budgets add to.
 */
export const EMPTY_PAGE_FLOOR_BYTES = Number(process.env.EMPTY_PAGE_FLOOR_BYTES ?? 0) || null;

const cache = new Map();
function gzipBytes(path) {
  if (!cache.has(path)) cache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return cache.get(path);
}

/** First-load JS per route of the build in `dir`/`distDir` (also one moved there after building). */
export function routeJsSizes(dir = '.', distDir = '.next') {
  const stats = JSON.parse(readFileSync(`${dir}/${distDir}/diagnostics/route-bundle-stats.json`, 'utf8'));
  // The stats name chunks by the folder they were built in ('.next/static/chunks/…').
  const chunkFile = (p) => `${dir}/${distDir}/${p.slice(p.indexOf('static/'))}`;
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      chunks: firstLoadChunkPaths.length,
      gzipBytes: firstLoadChunkPaths.reduce((sum, p) => sum + gzipBytes(chunkFile(p)), 0),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.find((a) => a.startsWith('--dir='))?.slice(6) ?? '.';
  const rows = routeJsSizes(dir);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (n) => (n / 1024).toFixed(1);
    console.log('| Route | JS gzip (KB) | Chunks |');
    console.log('|---|---:|---:|');
    for (const r of rows) console.log(`| ${r.route} | ${kb(r.gzipBytes)} | ${r.chunks} |`);
  }
}
