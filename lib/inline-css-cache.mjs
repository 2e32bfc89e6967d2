// Next's file-system cache (the default for `next start`), with one change: a page that Next renders again at run
// time (/ferienkurse and /python revalidate hourly) is stored with its stylesheet written in and its chunks started
// after parsing, as `npm run build` did for every page (lib/inline-css.mjs, lib/late-scripts.mjs). The CSP already allows that stylesheet: it is the same file the build hashed.
// Registered as `cacheHandler` in next.config.mjs. The base class is Next's own (pinned next version).
import path from 'node:path';
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { inlineStylesheets, stylesheetReader } from './inline-css.mjs';
import { startScriptsAfterParse } from './late-scripts.mjs';

// A CommonJS module: Node's ESM import puts its exports under `default`, a bundler's interop (Jest) unwraps once.
const FileSystemCache = fileSystemCache.default?.default ?? fileSystemCache.default;

export default class InlineCssCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Next also makes one for the proxy (proxy.ts), without a build folder: that one stores no pages.
    this.readStylesheet = ctx.serverDistDir ? stylesheetReader(path.join(ctx.serverDistDir, '..', 'static')) : null;
  }

  async set(key, data, ctx) {
    if (this.readStylesheet && data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const html = startScriptsAfterParse(inlineStylesheets(data.html, this.readStylesheet).html).html;
      return super.set(key, { ...data, html }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
