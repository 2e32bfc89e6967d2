export default class InlineCssCache {
  constructor(ctx: { fs: unknown; flushToDisk?: boolean; serverDistDir: string; revalidatedTags: string[]; maxMemoryCacheSize?: number });
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
