// Next's file-system cache (the default for `next start`), with one change: a page that Next renders again at run
// time (/ferienkurse and /python revalidate hourly) is stored as `npm run build` leaves every page: with its
// stylesheet written in (lib/inline-css.mjs; the CSP already allows it, it is the same file the build hashed), its chunks
// started after parsing (lib/late-scripts.mjs), and its own Content-Security-Policy in the stored headers, hashing the
// inline scripts of the new HTML (lib/security/page-policy.mjs). Next sends those headers whenever it serves the page.
// Registered as `cacheHandler` in next.config.mjs. The base class is Next's own (pinned next version).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { inlineStylesheets, stylesheetReader } from './inline-css.mjs';
import { sitePolicyFromManifest, withPagePolicy } from './security/page-policy.mjs';
import { startScriptsAfterParse } from './late-scripts.mjs';

// A CommonJS module: Node's ESM import puts its exports under `default`, a bundler's interop (Jest) unwraps once.
const FileSystemCache = fileSystemCache.default?.default ?? fileSystemCache.default;

export default class InlineCssCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Next also makes one for the proxy (proxy.ts), without a build folder: that one stores no pages.
    this.readStylesheet = ctx.serverDistDir ? stylesheetReader(path.join(ctx.serverDistDir, '..', 'static')) : null;
    this.distDir = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..') : null;
    this.sitePolicy = null;
  }

  async set(key, data, ctx) {
    if (this.readStylesheet && data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const html = startScriptsAfterParse(inlineStylesheets(data.html, this.readStylesheet).html).html;
      // The site policy with the build's stylesheet hashes, as scripts/inline-css.mjs left it (read once).
      this.sitePolicy ??= sitePolicyFromManifest(JSON.parse(readFileSync(path.join(this.distDir, 'routes-manifest.json'), 'utf8')));
      return super.set(key, { ...data, html, headers: withPagePolicy(data.headers, this.sitePolicy, html) }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
