// Every client chunk of the build starts with V8's explicit compile hint (issue 34). Used by `npm run build`
// (scripts/compile-hints.mjs), after `next build` and before the steps that read the pages.
//
// Why (measured in bench/issue34-run11.md): Chromium compiles a script's functions lazily, on the main thread, the
// first time each one runs. Turbopack wraps every module in a function, so evaluating the chunks at startup compiled
// React, Next's router and the site's islands one module after another inside the one long script task of every page
// (a CPU profile put about 60 % of it in compiling). The magic comment `//# allFunctionsCalledOnLoad` at the top of a
// file tells Chromium (since 136) to compile all its functions up front, on the background thread that already
// streams the script in; the main thread then only runs them. Other browsers ignore the comment. Next has no option
// for it (vercel/next.js discussion 101287 proposes one), so this step adds it to the finished files; a chunk that is
// loaded later (the form's validation, a dialog) runs as soon as it arrives, so it is hinted too.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** V8's per-file compile hint; it affects the functions after it, so it comes first. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the compile hint in front; a script that has it already is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every script under `chunksDir` that lacks it; returns how many files changed and of how many. */
export function hintChunks(chunksDir) {
  const files = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(chunksDir, name));
  let hinted = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const next = withCompileHint(source);
    if (next !== source) {
      writeFileSync(file, next);
      hinted += 1;
    }
  }
  return { hinted, files: files.length };
}
