// Next's chunks start after the HTML parser has finished and the first paint is presented (issues 25, 34, 63). Used with
// the inlined stylesheet by `npm run build` (scripts/inline-css.mjs) and by the cache handler
// (lib/build/inline-css-cache.mjs) for pages regenerated at run time.
//
// Why (measured in bench/results.md): Next writes each chunk as `<script src async>`. On a phone (4x CPU) the chunks
// arrive while the parser is still working through the page, and each one evaluates as soon as it is there; once
// Next's runtime is up, every inline RSC script (`self.__next_f.push(…)`) is decoded on the spot too. The parser is
// starved: the trace showed the document growing in small steps with script work in between, and the first screen
// painted only when most of the page was in. Here the chunks (Next's `<script src async>` and its preloads of them in
// <head>) become one list, a JSON data block at the end of <body>, and one small inline script after it fetches and
// starts them once the first paint is presented. Until then the RSC scripts only fill an array. Next handles chunks
// that run after DOMContentLoaded (a slow network does that anyway). The loader is the same text on every page, so the
// Content-Security-Policy needs one hash for it.
//
// Why a list and no `<link rel="preload">` (issue 63): the preload scanner fetches a preload as soon as it reads it,
// also at the end of <body>, while the rest of the HTML is still on its way. On a slow link the eleven chunks then
// shared it with the page (a throttled trace of `/`: the HTML's last 8 KB took 200 ms instead of 40, and the first
// paint came 300 ms after the copy's without scripts), and Lighthouse charged the preloads that ended before the
// largest paint to it. Data in a `<script type="application/json">` is never fetched, run or subject to the CSP.

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's own preloads of the same chunks (in <head>). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/** Marks the list this step writes; running it twice changes nothing. */
const MARK = 'data-late-scripts';

/**
 * Once the parser is done and the first paint has been presented (issue 63), adds the rest of each stylesheet (the
 * <style> of each `template[data-late-css]` lib/build/inline-css.mjs writes, moved right after the disabled link of
 * the stylesheet it names, so the cascade is the file's), then inserts the chunks as async scripts, in the list's
 * order. The attribute is inline-css.mjs's LATE_CSS_MARK, written out: the specs import this module statically, and an
 * import of inline-css.mjs here would reach them as another copy.
 * Why after the paint: Lighthouse estimates a throttled LCP from an unthrottled load and charges every script that ran
 * before the LCP paint there, and every request that ended before it, to the LCP; on a fast machine the parser was done
 * before the first frame, and the chunks ran before it. That first frame then shows the whole first screen. The paint
 * is read from a PerformanceObserver (buffered: on a slow link it came long before DOMContentLoaded, and the chunks
 * start at once), not from animation frames or timers, which a test's paused clock holds; a tab that never paints
 * (hidden) starts after 1 s.
 * Why the rest first: no client component renders a class the page's own part lacks. It is in the page, so nothing
 * waits for a request.
 * Why one chunk per task (a MessageChannel message each, which no test clock holds): inserting a script makes Chromium
 * request it on the spot, and with the DevTools protocol's network domain on (Lighthouse, the bench) each request
 * costs up to 11 ms at 4x CPU. All of `/`'s chunks in the loader's task made it 65 to 214 ms; one per task, each task
 * stays under 21 ms (bench/issue63.md, seventh step). Without MessageChannel the loader inserts them all at once.
 */
export const LATE_SCRIPT_LOADER = `(function(d){var q=0;function c(){if(q++)return;var u=[];try{u=JSON.parse(d.querySelector("script[${MARK}]").textContent)}catch(e){}d.querySelectorAll("template[data-late-css]").forEach(function(t){var k=d.querySelector('link[rel="stylesheet"][href="'+t.getAttribute("data-late-css")+'"]');k?k.after(t.content):d.head.appendChild(t.content)});var i=0;function s(){var e=d.createElement("script");e.src=u[i++];e.async=true;d.body.appendChild(e)}if(typeof MessageChannel=="function"&&u.length){var m=new MessageChannel;m.port1.onmessage=function(){s();i<u.length?m.port2.postMessage(0):m.port1.close()};m.port2.postMessage(0)}else for(;i<u.length;)s()}function p(){setTimeout(c,1e3);try{new PerformanceObserver(c).observe({type:"paint",buffered:true})}catch(e){c()}}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",p,{once:true}):p()})(document)`;

/** The chunks a page's loader starts, in order, from its HTML (for tests and the bench). */
export function lateScriptSources(html) {
  const list = new RegExp(`<script type="application/json" ${MARK}="">([^<]*)</script>`).exec(html);
  return list ? JSON.parse(list[1]) : [];
}

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
  // Chunk paths are Next's file names: JSON of them needs no escaping for HTML (no `<`).
  const list = `<script type="application/json" ${MARK}="">${JSON.stringify(chunks)}</script>`;
  return { html: `${out.slice(0, end)}${list}<script>${LATE_SCRIPT_LOADER}</script>${out.slice(end)}`, moved: chunks.length };
}
