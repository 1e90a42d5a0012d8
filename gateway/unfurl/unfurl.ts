import type { Db } from '../store/database';
import { previewOf, type LinkPreview } from './pageMeta';
import { DEFAULT_FETCH_POLICY, fetchPage, type FetchPolicy } from './safeFetch';
import { unfurlCache } from './unfurlCache';

export interface UnfurlOptions {
  allowPrivate: boolean;
  allowAddresses?: ReadonlySet<string>;
  /** How long a preview is served from the cache; default one day. */
  lifetimeMs?: number;
}

export interface Unfurler {
  /** The preview and whether it came from the cache; throws FetchRefusal. */
  preview(url: string): Promise<{ preview: LinkPreview; cached: boolean }>;
}

export function createUnfurler(db: Db, options: UnfurlOptions): Unfurler {
  const cache = unfurlCache(db, options.lifetimeMs ?? 24 * 3600 * 1000);
  const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, allowPrivate: options.allowPrivate, ...(options.allowAddresses ? { allowAddresses: options.allowAddresses } : {}) };
  // Concurrent requests for one page share a single fetch.
  const pending = new Map<string, Promise<LinkPreview>>();
  return {
    async preview(url) {
      const hit = await cache.get(url);
      if (hit) return { preview: hit, cached: true };
      let work = pending.get(url);
      if (!work) {
        work = fetchPage(url, policy)
          .then((page) => previewOf(page.url, page.body.toString('utf8')))
          .then(async (preview) => {
            await cache.put(url, preview);
            return preview;
          })
          .finally(() => pending.delete(url));
        pending.set(url, work);
      }
      return { preview: await work, cached: false };
    },
  };
}
