import { afterEach, describe, expect, it, vi } from 'vitest';
import { markedForAccount } from '../api/http';
import {
  GATEWAY_READS_CACHE,
  isCachedGatewayRead,
  keptOnlyWhileSignedIn,
  keptReadAccount,
  keptReadAnswer,
  keptReadKey,
  keptReadOrSignedOut,
  NOT_APP_PAGES,
  serviceWorkerUrl,
  SIGNED_IN_ACCOUNTS,
} from './offlineCache';

const read = (href: string, init: { method?: string; destination?: RequestDestination; headers?: Record<string, string> } = {}) => ({
  url: new URL(href),
  request: { method: init.method ?? 'GET', destination: init.destination ?? '', headers: new Headers(init.headers) } as Request,
});
const credentials = { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', 'API-KEY': 'the-api-key' };

/**
 * The key the worker uses for a read the app sends as `account` (none: no account to read as), with the
 * account's bearer token when `signedIn`: to keep its answer (`write`) or to answer from (`read`).
 */
async function keyOf(href: string, { account, signedIn = account !== undefined, mode = 'write' }: { account?: string; signedIn?: boolean; mode?: 'read' | 'write' } = {}) {
  const request = new Request(account ? markedForAccount(href, account) : href, { headers: signedIn ? credentials : { 'API-KEY': 'the-api-key' } });
  return (await keptReadKey({ request, mode })).url;
}

function workerFor(gatewayBase: string) {
  vi.stubGlobal('location', new URL(serviceWorkerUrl(gatewayBase), 'http://127.0.0.1:4173'));
}

afterEach(() => vi.unstubAllGlobals());

describe('isCachedGatewayRead', () => {
  it("keeps the configured gateway's data reads", () => {
    workerFor('http://127.0.0.1:8787');
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/casts?fid=3'))).toBe(true);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/limits'))).toBe(true);
  });

  it('follows a gateway with a path and one on another host', () => {
    workerFor('https://example.com/api/');
    expect(isCachedGatewayRead(read('https://example.com/api/farcaster/v2/user?fid=1'))).toBe(true);
    expect(isCachedGatewayRead(read('https://example.com/farcaster/v2/user?fid=1'))).toBe(false);
    workerFor('https://build.far.quest');
    expect(isCachedGatewayRead(read('https://build.far.quest/farcaster/v2/feed'))).toBe(true);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/feed'))).toBe(false);
  });

  it('never keeps writes, sign-in, pictures, other routes or a token in the address', () => {
    workerFor('http://127.0.0.1:8787');
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/message', { method: 'POST' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/bookmarks/0xab', { method: 'DELETE' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/auth/v1/get-account-signin-message?address=0x1'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/files/a.webp', { destination: 'image' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/other'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/feed?token=abc'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787@evil.example/farcaster/v2/feed'))).toBe(false);
  });

  it('never keeps an address carrying an API key, in any spelling', () => {
    workerFor('http://127.0.0.1:8787');
    for (const query of ['?api_key=k', '?fid=3&api_key=k', '?API_KEY=k', '?api-key=k', '?apikey=k', '?fid=3&ApiKey=k']) {
      expect(isCachedGatewayRead(read(`http://127.0.0.1:8787/farcaster/v2/casts${query}`)), query).toBe(false);
    }
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/casts?access_token=t'))).toBe(false);
  });

  it('keeps a read sent with a bearer token only when it names its account', () => {
    workerFor('http://127.0.0.1:8787');
    const bookmarks = 'http://127.0.0.1:8787/castline/v1/bookmarks?limit=25';
    expect(isCachedGatewayRead(read(markedForAccount(bookmarks, 'L2:0xab'), { headers: credentials }))).toBe(true);
    expect(isCachedGatewayRead(read(bookmarks, { headers: credentials }))).toBe(false);
    expect(isCachedGatewayRead(read(bookmarks, { headers: { 'API-KEY': 'the-api-key' } }))).toBe(true);
  });

  it('keeps nothing when the worker was registered without a gateway', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:4173/sw.js'));
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/casts'))).toBe(false);
  });
});

describe('keptReadKey', () => {
  const casts = 'http://127.0.0.1:8787/farcaster/v2/casts?fid=3&limit=25';

  it('carries no header and no fragment: neither the bearer token nor the API key is kept', async () => {
    for (const mode of ['read', 'write']) {
      const key = await keptReadKey({ request: new Request(markedForAccount(casts, 'L1:3'), { headers: credentials }), mode });
      expect([...key.headers]).toEqual([]);
      expect(new URL(key.url).hash).toBe('');
      expect(key.url).not.toContain('eyJ');
      expect(key.url).not.toContain('the-api-key');
    }
  });

  it('keeps each account’s reads apart, and apart from those made signed out', async () => {
    const [alice, bob, signedOut] = await Promise.all([keyOf(casts, { account: 'L2:0xa11ce' }), keyOf(casts, { account: 'L1:3' }), keyOf(casts)]);
    expect(new Set([alice, bob, signedOut]).size).toBe(3);
    expect([alice, bob, signedOut].map(keptReadAccount)).toEqual(['L2:0xa11ce', 'L1:3', null]);
    // Each is answered from what it kept.
    expect(await keyOf(casts, { account: 'L1:3', mode: 'read' })).toBe(bob);
    expect(await keyOf(casts, { mode: 'read' })).toBe(signedOut);
  });

  it('answers a page signed out from the reads of the account it names, and keeps what it is given without a token as read signed out', async () => {
    const asLastAccount = { account: 'L1:3', signedIn: false };
    expect(await keyOf(casts, { ...asLastAccount, mode: 'read' })).toBe(await keyOf(casts, { account: 'L1:3' }));
    expect(await keyOf(casts, { ...asLastAccount, mode: 'write' })).toBe(await keyOf(casts));
  });

  it('takes the account from the fragment alone, never from the address the gateway is sent', async () => {
    const posing = `${casts}&castline-account=L1%3A3`;
    expect(keptReadAccount(await keyOf(posing))).toBeNull();
    expect(keptReadAccount(await keyOf(posing, { mode: 'read' }))).toBeNull();
    expect(keptReadAccount(await keyOf(posing, { account: 'L2:0xa11ce' }))).toBe('L2:0xa11ce');
  });
});

describe('keptReadAnswer', () => {
  it('keeps the status, the type and the body, and no other header', async () => {
    const answer = new Response('{"casts":[]}', {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'session=secret', Authorization: 'Bearer echoed', 'X-Api-Key': 'the-api-key', Vary: 'Authorization' },
    });
    const kept = await keptReadAnswer({ response: answer });
    expect(kept.status).toBe(200);
    expect([...kept.headers]).toEqual([['content-type', 'application/json']]);
    expect(await kept.text()).toBe('{"casts":[]}');
  });
});

describe('keptReadOrSignedOut', () => {
  const casts = 'http://127.0.0.1:8787/farcaster/v2/casts?fid=3';
  const notifications = 'http://127.0.0.1:8787/farcaster/v2/notifications';

  /** Cache Storage holding `kept` (key address → body) in the gateway's reads cache. */
  function cacheStorageWith(kept: Map<string, string>) {
    const match = async (key: string) => (kept.has(key) ? new Response(kept.get(key)) : undefined);
    vi.stubGlobal('caches', { open: async (name: string) => ({ match: name === GATEWAY_READS_CACHE ? match : async () => undefined }) });
  }
  /** What the worker answers a read with, from the cache alone: `key` is its read key. */
  const answer = async (kept: Map<string, string>, key: string) => {
    const cachedResponse = kept.has(key) ? new Response(kept.get(key)) : undefined;
    return (await keptReadOrSignedOut({ cacheName: GATEWAY_READS_CACHE, request: new Request(key), cachedResponse }))?.text();
  };

  it('answers with what the account kept, else with the same read kept signed out, never with another account’s', async () => {
    const kept = new Map([
      [await keyOf(casts), 'casts read signed out'],
      [await keyOf(casts, { account: 'L2:0xa11ce' }), 'casts as alice'],
      [await keyOf(notifications, { account: 'L2:0xa11ce' }), 'notifications of alice'],
    ]);
    cacheStorageWith(kept);
    const readAs = (href: string, account?: string) => keyOf(href, { account, mode: 'read' });
    expect(await answer(kept, await readAs(casts, 'L2:0xa11ce'))).toBe('casts as alice');
    expect(await answer(kept, await readAs(casts, 'L1:3'))).toBe('casts read signed out');
    expect(await answer(kept, await readAs(casts))).toBe('casts read signed out');
    expect(await answer(kept, await readAs(notifications, 'L1:3'))).toBeUndefined();
    expect(await answer(kept, await readAs(notifications))).toBeUndefined();
  });
});

describe('keptOnlyWhileSignedIn', () => {
  const casts = 'http://127.0.0.1:8787/farcaster/v2/casts?fid=3';

  /** The reads' cache as a map of key addresses to bodies. */
  function readsCache(kept: Map<string, string>) {
    vi.stubGlobal('caches', {
      open: async () => ({
        match: async (key: string) => (kept.has(key) ? new Response(kept.get(key)) : undefined),
        delete: async (key: Request) => kept.delete(key.url),
      }),
    });
  }
  const afterKept = (key: string) => keptOnlyWhileSignedIn({ cacheName: GATEWAY_READS_CACHE, request: new Request(key) });

  it('deletes again an answer kept for an account the page does not list as signed in here', async () => {
    const [alice, bob, signedOut] = await Promise.all([keyOf(casts, { account: 'L2:0xa11ce' }), keyOf(casts, { account: 'L1:3' }), keyOf(casts)]);
    const kept = new Map([alice, bob, signedOut].map((key) => [key, 'an answer']));
    kept.set(SIGNED_IN_ACCOUNTS, JSON.stringify(['L1:3']));
    readsCache(kept);
    for (const key of [alice, bob, signedOut]) await afterKept(key);
    expect([...kept.keys()]).toEqual([bob, signedOut, SIGNED_IN_ACCOUNTS]);
    // No list: no account is signed in here.
    kept.delete(SIGNED_IN_ACCOUNTS);
    await afterKept(bob);
    expect([...kept.keys()]).toEqual([signedOut]);
  });
});

describe('the functions copied into the worker', () => {
  /** The function as the generated worker holds it: its source text, evaluated where no module is in scope. */
  const copied = <F extends (...args: never[]) => unknown>(fn: F): F => new Function(`return (${fn.toString()});`)() as F;

  it('work from their source text alone', async () => {
    workerFor('http://127.0.0.1:8787');
    const bookmarks = markedForAccount('http://127.0.0.1:8787/castline/v1/bookmarks', 'L1:3');
    expect(copied(isCachedGatewayRead)(read(bookmarks, { headers: credentials }))).toBe(true);
    const key = await copied(keptReadKey)({ request: new Request(bookmarks, { headers: credentials }), mode: 'write' });
    expect(keptReadAccount(key.url)).toBe('L1:3');
    const kept = await copied(keptReadAnswer)({ response: new Response('[]', { headers: { 'Content-Type': 'application/json' } }) });
    expect(await kept.text()).toBe('[]');
    vi.stubGlobal('caches', { open: async () => ({ match: async () => new Response('read signed out') }) });
    const fallback = await copied(keptReadOrSignedOut)({ cacheName: GATEWAY_READS_CACHE, request: key });
    expect(await fallback?.text()).toBe('read signed out');
    const deleted: string[] = [];
    vi.stubGlobal('caches', { open: async () => ({ match: async () => new Response('[]'), delete: async (gone: Request) => deleted.push(gone.url) }) });
    await copied(keptOnlyWhileSignedIn)({ cacheName: GATEWAY_READS_CACHE, request: key });
    expect(deleted).toEqual([key.url]);
  });
});

describe('NOT_APP_PAGES', () => {
  it("leaves the gateway's and the worker's own paths to the network", () => {
    const excluded = (path: string) => NOT_APP_PAGES.some((pattern) => pattern.test(path));
    expect(['/farcaster/v2/casts', '/castline/v1/limits', '/auth/v2/authenticate', '/sw.js'].every(excluded)).toBe(true);
    expect(['/', '/cast/0xab', '/outbox', '/u/3', '/castline-notes'].some(excluded)).toBe(false);
  });
});
