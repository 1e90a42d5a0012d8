import type { Page } from '@playwright/test';

/** Waits until the service worker controls the page, so that what is read from here on is kept. */
export async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** One entry of Cache Storage as it is on disk: its key (address and headers) and its answer. */
export interface CacheEntry {
  cache: string;
  url: string;
  requestHeaders: [string, string][];
  responseHeaders: [string, string][];
  /** The answer's text, for the caches named when reading (the app shell's files are left out). */
  body: string | null;
}

/** Every entry of every cache of the page's origin, with the bodies of those in `withBodies`. */
export function cacheEntries(page: Page, withBodies: string[]): Promise<CacheEntry[]> {
  return page.evaluate(async (bodiesOf) => {
    const entries: CacheEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const answer = await cache.match(key);
        entries.push({
          cache: name,
          url: key.url,
          requestHeaders: [...key.headers],
          responseHeaders: answer ? [...answer.headers] : [],
          body: answer && bodiesOf.includes(name) ? await answer.text() : null,
        });
      }
    }
    return entries;
  }, withBodies);
}
