// Next's chunks start after the HTML parser has finished (issue 25). Used with the inlined stylesheet by `npm run build`
// (scripts/inline-css.mjs) and by the cache handler (lib/build/inline-css-cache.mjs) for pages regenerated at run time.
//
// Why (measured in bench/results.md): Next writes each chunk as `<script src async>`. On a phone (4x CPU) the chunks
// arrive while the parser is still working through the page, and each one evaluates as soon as it is there; once
// Next's runtime is up, every inline RSC script (`self.__next_f.push(…)`) is decoded on the spot too. The parser is
// starved: the trace showed the document growing in small steps with script work in between, and the first screen
// painted only when most of the page was in. Here each chunk becomes a `<link rel="preload" as="script">` (downloaded,
// not run), at the end of <body> with Next's own preloads from <head> (issue 34: the chunks no longer share a slow link
// with the first screen), and one small inline script after them inserts them as async scripts on DOMContentLoaded. Until then the RSC scripts only fill an array. Next handles chunks that run after
// DOMContentLoaded (a slow network does that anyway); the load event still waits for them, so hydration timing for
// tests and visitors who act after `load` is unchanged. The loader is the same text on every page, so the
// Content-Security-Policy needs one hash for it. It also waits for the first paint and the whole stylesheet (issue 63,
// LATE_SCRIPT_LOADER says why).

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's own preloads of the same chunks (in <head>). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/** Marks the preloads this step writes; running it twice changes nothing. */
const MARK = 'data-late-script';

/**
 * Once the parser is done and the first paint has been presented (issue 63), adds each page's whole stylesheet (the
 * URL in data-full-css on the disabled link lib/build/inline-css.mjs leaves, right after it, so the cascade is the file's),
 * and when they have loaded inserts every marked chunk as an async script, in document order.
 * Why after the paint: Lighthouse estimates a throttled LCP from an unthrottled load and charges every script that ran
 * before the LCP paint there to the LCP; on a fast machine the parser was done before the first frame, and the chunks
 * ran before it. That first frame then shows the whole first screen. The paint is read from a PerformanceObserver
 * (buffered: on a slow link it came long before DOMContentLoaded, and the chunks start at once), not from animation
 * frames or timers, which a test's paused clock holds; a tab that never paints (hidden) starts after 1 s.
 * Why after the stylesheets: no client component renders a class the page's own part lacks. A stylesheet that
 * neither loads nor fails within 3 s holds nothing back.
 */
export const LATE_SCRIPT_LOADER = `(function(d){var r=0,q=0;function s(){if(r++)return;d.querySelectorAll("link[${MARK}]").forEach(function(l){var e=d.createElement("script");e.src=l.getAttribute("href");e.async=true;d.body.appendChild(e)})}function c(){if(q++)return;var l=d.querySelectorAll("link[data-full-css]"),n=l.length;if(!n)return s();setTimeout(s,3e3);l.forEach(function(k){var e=d.createElement("link");e.rel="stylesheet";e.href=k.getAttribute("data-full-css");e.onload=e.onerror=function(){--n||s()};k.after(e)})}function p(){setTimeout(c,1e3);try{new PerformanceObserver(c).observe({type:"paint",buffered:true})}catch(e){c()}}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",p,{once:true}):p()})(document)`;

/** The page with its chunk scripts started after parsing, and how many it moved. */
export function startScriptsAfterParse(html) {
  if (html.includes(MARK)) return { html, moved: 0 };
  const chunks = [];
  const collect = (_, src) => {
    if (!chunks.includes(src)) chunks.push(src);
    return '';
  };
  const out = html.replace(CHUNK_SCRIPT, collect).replace(CHUNK_PRELOAD, collect);
  if (chunks.length === 0) return { html, moved: 0 };
  const end = out.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the script loader before');
  // At the end of the page (issue 34), so that on a slow link they do not share it with the page itself: the preload
  // scanner finds them when the HTML is in, not while its first screen is still arriving. Low, as Chromium fetches
  // async scripts: the pictures of the first screen keep their share of the link.
  const preloads = chunks.map((src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${MARK}=""/>`).join('');
  return { html: `${out.slice(0, end)}${preloads}<script>${LATE_SCRIPT_LOADER}</script>${out.slice(end)}`, moved: chunks.length };
}
