import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first-screen picture of `/courses`, written into the page as a data URI instead of linked (issue 34, ninth
 * round). On a phone link the linked SVG needed its own round trip after the HTML, and it is the largest element of
 * the first screen: the page's LCP waited for it (the script-free copy painted its text at 304 ms and the picture at
 * 388 ms). Inlined, it paints with the first frame, as the header's logo does. Only for one picture per page: it is
 * written twice (HTML and RSC data; 1.1 KB with Brotli, 3.6 KB with gzip) and no longer cached across pages. Not on
 * `/ferienkurse`: its list is the layout of every holiday-course page, whose popup covers the picture.
 *
 * Server only (it reads `public/`); called at render time, so also for pages Next regenerates at run time. A path
 * that is not a file in `public/` (or a server without that folder) keeps the link.
 */
export function inlinePicture(src: string): string {
  if (!src.startsWith('/') || !src.endsWith('.svg') || src.includes('..')) return src;
  try {
    return `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), 'public', src), 'utf8').trim())}`;
  } catch {
    return src;
  }
}
