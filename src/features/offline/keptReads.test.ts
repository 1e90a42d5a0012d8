import { describe, expect, it } from 'vitest';
import { markedForAccount } from '../../api/http';
import { GATEWAY_READS_CACHE, keptReadKey, SIGNED_IN_ACCOUNTS } from '../../config/offlineCache';
import { forgetKeysWithHeaders, keepReadsOf } from './keptReads';

/** Cache Storage in memory: each cache keeps its keys as given and finds them by address. */
function memoryCacheStorage() {
  const caches = new Map<string, Map<string, { key: Request; answer: Response }>>();
  const address = (key: RequestInfo | URL) => (key instanceof Request ? key.url : String(key));
  const cacheOf = (entries: Map<string, { key: Request; answer: Response }>) =>
    ({
      put: async (key: RequestInfo | URL, answer: Response) => void entries.set(address(key), { key: key instanceof Request ? key : new Request(address(key)), answer }),
      keys: async () => [...entries.values()].map((entry) => entry.key),
      match: async (key: RequestInfo | URL) => entries.get(address(key))?.answer.clone(),
      delete: async (key: RequestInfo | URL) => entries.delete(address(key)),
    }) as unknown as Cache;
  const storage = {
    has: async (name: string) => caches.has(name),
    delete: async (name: string) => caches.delete(name),
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      return cacheOf(caches.get(name)!);
    },
  } as unknown as CacheStorage;
  return { storage, addresses: (name: string) => (caches.has(name) ? [...caches.get(name)!.keys()] : null) };
}

const feed = 'http://127.0.0.1:8787/farcaster/v2/feed';
const bookmarks = 'http://127.0.0.1:8787/castline/v1/bookmarks';
const bearer = { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', 'API-KEY': 'the-api-key' };

/** The key the worker keeps a read under: as `account` with its token, or read signed out. */
const keyOf = async (href: string, account?: string) =>
  (await keptReadKey({ request: new Request(account ? markedForAccount(href, account) : href, { headers: account ? bearer : {} }), mode: 'write' })).url;

async function keptReadsOf(storage: CacheStorage, keys: string[]) {
  const cache = await storage.open(GATEWAY_READS_CACHE);
  for (const key of keys) await cache.put(key, new Response('[]'));
}

describe('keepReadsOf', () => {
  it('lists the accounts signed in here, and at a sign-out deletes the reads of every other account', async () => {
    const { storage, addresses } = memoryCacheStorage();
    const [alice, bob, carol, signedOut] = await Promise.all([keyOf(bookmarks, 'L2:0xa11ce'), keyOf(bookmarks, 'L1:3'), keyOf(feed, 'L1:9'), keyOf(feed)]);
    await keptReadsOf(storage, [alice, bob, carol, signedOut]);

    await keepReadsOf(storage, ['L2:0xa11ce', 'L1:3'], false);
    expect(addresses(GATEWAY_READS_CACHE)).toEqual([alice, bob, carol, signedOut, SIGNED_IN_ACCOUNTS]);
    const listed = await (await storage.open(GATEWAY_READS_CACHE)).match(SIGNED_IN_ACCOUNTS);
    expect(await listed?.json()).toEqual(['L2:0xa11ce', 'L1:3']);

    await keepReadsOf(storage, ['L1:3'], true);
    expect(addresses(GATEWAY_READS_CACHE)).toEqual([bob, signedOut, SIGNED_IN_ACCOUNTS]);
  });

  it('with no account left, deletes every kept read at a sign-out, and only the list when a session ran out', async () => {
    const { storage, addresses } = memoryCacheStorage();
    const [alice, signedOut] = await Promise.all([keyOf(bookmarks, 'L2:0xa11ce'), keyOf(feed)]);
    await keptReadsOf(storage, [alice, signedOut]);
    await keepReadsOf(storage, ['L2:0xa11ce'], false);

    await keepReadsOf(storage, [], false);
    expect(addresses(GATEWAY_READS_CACHE)).toEqual([alice, signedOut]);

    await keepReadsOf(storage, [], true);
    expect(addresses(GATEWAY_READS_CACHE)).toBeNull();
    // Nothing kept, nothing made: a page that never signed in leaves no cache behind.
    await keepReadsOf(storage, [], false);
    expect(addresses(GATEWAY_READS_CACHE)).toBeNull();
  });
});

describe('forgetKeysWithHeaders', () => {
  it('deletes the reads kept with the request itself as the key, bearer token included, and no other', async () => {
    const { storage, addresses } = memoryCacheStorage();
    const bare = await keyOf(feed, 'L2:0xa11ce');
    const cache = await storage.open(GATEWAY_READS_CACHE);
    await cache.put(bare, new Response('[]'));
    await cache.put(new Request(bookmarks, { headers: bearer }), new Response('[]'));
    await forgetKeysWithHeaders(storage);
    expect(addresses(GATEWAY_READS_CACHE)).toEqual([bare]);
  });
});
