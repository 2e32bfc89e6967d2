// Next's file-system cache (the default for `next start`), with one change: a page that Next renders again at run
// time (/ferienkurse and /python revalidate hourly) is stored as `npm run build` leaves every page: with its
// stylesheet written in (lib/build/inline-css.mjs; the CSP already allows it, it is the same file the build hashed), its chunks
// started after parsing (lib/build/late-scripts.mjs), and its own Content-Security-Policy in the stored headers, hashing the
// inline scripts of the new HTML (lib/security/page-policy.mjs). Next sends those headers whenever it serves the page.
// And one addition: a page or route stored before the offer last changed is not served but made again, on every
// instance, as `revalidateTag` would do on one (lib/offer/watch.ts polls the database and marks the moment).
// Registered as `cacheHandler` in next.config.mjs. The base class is Next's own (pinned next version).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { inlineStylesheets, stylesheetReader } from './inline-css.mjs';
import { sitePolicyFromManifest, withPagePolicy } from '../security/page-policy.mjs';
import { startScriptsAfterParse } from './late-scripts.mjs';
import { offerChangedAt } from '../offer/freshness.mjs';

// A CommonJS module: Node's ESM import puts its exports under `default`, a bundler's interop (Jest) unwraps once.
const FileSystemCache = fileSystemCache.default?.default ?? fileSystemCache.default;

/** The kinds of entry that are whole pages and route answers (sitemap, share images), as Next names them. */
const RESPONSES = new Set(['APP_PAGE', 'APP_ROUTE']);
// When this process began making each page (a miss below), and the pages begun before the offer changed, which may
// show the old offer: those are stored, but made again on their next request.
const RENDERS = Symbol.for('codingstars.page-renders');
const { started, suspect } = (globalThis[RENDERS] ??= { started: new Map(), suspect: new Set() });

export default class InlineCssCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Next also makes one for the proxy (proxy.ts), without a build folder: that one stores no pages.
    this.readStylesheet = ctx.serverDistDir ? stylesheetReader(path.join(ctx.serverDistDir, '..', 'static')) : null;
    this.distDir = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..') : null;
    this.sitePolicy = null;
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!RESPONSES.has(ctx?.kind)) return entry;
    const changedAt = offerChangedAt();
    const stale = !entry || suspect.delete(key) || (changedAt > 0 && (entry.lastModified ?? 0) <= changedAt);
    if (!stale) return entry;
    started.set(key, Date.now());
    return null;
  }

  async set(key, data, ctx) {
    const startedAt = started.get(key);
    started.delete(key);
    if (startedAt !== undefined && startedAt <= offerChangedAt()) suspect.add(key);
    return this.store(key, data, ctx);
  }

  async store(key, data, ctx) {
    if (this.readStylesheet && data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const html = startScriptsAfterParse(inlineStylesheets(data.html, this.readStylesheet).html).html;
      // The site policy with the build's stylesheet hashes, as scripts/inline-css.mjs left it (read once).
      this.sitePolicy ??= sitePolicyFromManifest(JSON.parse(readFileSync(path.join(this.distDir, 'routes-manifest.json'), 'utf8')));
      return super.set(key, { ...data, html, headers: withPagePolicy(data.headers, this.sitePolicy, html) }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
