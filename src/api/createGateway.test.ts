import { afterEach, describe, expect, it, vi } from 'vitest';
import { castHashOf, fidOf } from './ids';
import { createGateway, type CreateGatewayOptions } from './createGateway';
import type { GatewayConfig } from './gateway';
import { describeError } from '../errors/describeError';
import farquestAuth from './fixtures/farquest/auth.json';
import farquestCasts from './fixtures/farquest/casts-page.json';
import farquestErrors from './fixtures/farquest/errors.json';
import farquestFollowing from './fixtures/farquest/following-page.json';
import farquestMessage from './fixtures/farquest/message.json';
import farquestUsers from './fixtures/farquest/users.json';
import specAuth from './fixtures/spec/auth.json';
import specCasts from './fixtures/spec/casts-page.json';
import specUsers from './fixtures/spec/users.json';
import { bodyOf, toResponse, type RecordedResponse } from './fixtures/recorded';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { gatewayFailure as failure } from './fixtures/gatewayFailure';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = RecordedResponse | ((url: URL) => RecordedResponse);

/** A fetch that replays recorded responses by `METHOD /path`; a list is answered in turn, its last entry repeating. */
function recordedGateway(routes: Record<string, Handler | Handler[]>) {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (route === undefined) return toResponse(farquestErrors.routeMissing);
    const list = Array.isArray(route) ? route : [route];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const handler = list[Math.min(index, list.length - 1)];
    return toResponse(typeof handler === 'function' ? handler(url) : handler);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const FARQUEST: GatewayConfig = { baseUrl: 'https://build.far.quest', apiKey: 'farquest-key' };
const LOCAL: GatewayConfig = { baseUrl: 'http://127.0.0.1:8787', apiKey: 'local-key' };
const ADDRESS = '0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f' as const;
const SIGNATURE = `0x${'ab'.repeat(65)}` as const;

function gatewayWith(routes: Record<string, Handler | Handler[]>, options: CreateGatewayOptions = {}, config = FARQUEST) {
  const recorded = recordedGateway(routes);
  return { gateway: createGateway(config, { fetch: recorded.fetch, ...options }), calls: recorded.calls };
}


afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('asks for the sign-in message with API-KEY only and reads far.quest’s 201 envelope', async () => {
    const { gateway, calls } = gatewayWith({ 'GET /auth/v1/get-account-signin-message': farquestAuth.signInMessage });
    await expect(gateway.getSignInMessage(ADDRESS)).resolves.toMatch(/^@wieldlabs\/superhub wants you to sign in/);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('address')).toBe(ADDRESS);
    expect(calls[0].url.searchParams.get('chainId')).toBe('1');
    expect(calls[0].headers.get('API-KEY')).toBe('farquest-key');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('falls back from /auth/v2/authenticate to v1 on 404, then remembers v1', async () => {
    const { gateway, calls } = gatewayWith({ 'POST /auth/v1/authenticate': farquestAuth.authenticate });
    const input = { signature: SIGNATURE, address: ADDRESS, chainId: 1, type: 'SIGNATURE' as const };

    await expect(gateway.authenticate(input)).resolves.toMatch(/^eyJ/);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /auth/v2/authenticate',
      'POST /auth/v1/authenticate',
    ]);
    expect(calls[1].body).toEqual({ signature: SIGNATURE, address: ADDRESS, chainId: 1, type: 'SIGNATURE' });
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
    expect(calls[1].headers.get('API-KEY')).toBe('farquest-key');

    await gateway.authenticate(input);
    expect(calls.map((call) => call.url.pathname).slice(2)).toEqual(['/auth/v1/authenticate']);
  });

  it('uses v2 when the gateway has it, reading the token inside result, and sends id in FID mode', async () => {
    const { gateway, calls } = gatewayWith({ 'POST /auth/v2/authenticate': specAuth.authenticate }, {}, LOCAL);
    const signerKey = `0x${'5e'.repeat(32)}`;
    await expect(
      gateway.authenticate({ signature: SIGNATURE, address: ADDRESS, chainId: 1, type: 'FID', id: signerKey }),
    ).resolves.toMatch(/^eyJ/);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.href).toBe('http://127.0.0.1:8787/auth/v2/authenticate');
    expect(calls[0].body).toMatchObject({ type: 'FID', id: signerKey });
  });

  it('maps far.quest’s 500 Invalid token after the fallback to signer-not-found', async () => {
    const { gateway } = gatewayWith({ 'POST /auth/v1/authenticate': farquestErrors.invalidToken });
    const error = await failure(
      gateway.authenticate({ signature: SIGNATURE, address: ADDRESS, chainId: 1, type: 'FID', id: '0x01' }),
    );
    expect(error).toMatchObject({ kind: 'signer-not-found', status: 500, serverMessage: 'Invalid token' });
  });
});

describe('reads', () => {
  it('sends the bearer token from the getter and normalises a far.quest casts page', async () => {
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/casts': farquestCasts }, { getToken: () => 'jwt-abc' });
    const page = await gateway.casts({ fid: fidOf('2'), limit: 20 });

    expect(calls[0].url.pathname).toBe('/farcaster/v2/casts');
    expect([...calls[0].url.searchParams]).toEqual([
      ['fid', '2'],
      ['limit', '20'],
    ]);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer jwt-abc');
    expect(calls[0].headers.get('API-KEY')).toBe('farquest-key');
    expect(page.next).toBe('1712317000000-98231');
    expect(page.items.map((cast) => cast.text)).toEqual(['🤓  says 你好 to  🌏', 'What should the next release ship first?', 'gm from L2 ☀️']);
    expect(page.items[1].reply?.text).toBe(' 日本語のテスト🎉 cc ');
  });

  it('reads a specification casts page with parentChain and cursor', async () => {
    const { gateway, calls } = gatewayWith({ 'GET /social/v2/casts': specCasts }, {}, { ...LOCAL, network: 'social' });
    const page = await gateway.casts({ parentChain: 'https://warpcast.com/~/channel/farcaster', cursor: '1712319999000-3' });
    expect(calls[0].url.searchParams.get('parentChain')).toBe('https://warpcast.com/~/channel/farcaster');
    expect(calls[0].url.searchParams.get('cursor')).toBe('1712319999000-3');
    expect(calls[0].url.searchParams.has('fid')).toBe(false);
    expect(page.items).toHaveLength(3);
    expect(page.next).toBe('1712318999000-17');
  });

  it('reads far.quest following with next inside result', async () => {
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/following': farquestFollowing });
    const page = await gateway.following(fidOf('3'), { limit: 50, cursor: '1712400000000-1' });
    expect(calls[0].url.search).toBe('?fid=3&limit=50&cursor=1712400000000-1');
    expect(page.items.map((user) => user.fid)).toEqual(['3', '1', '0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f']);
    expect(page.next).toBe('1712300000000-5521');
  });

  it('answers users() in request order with null for unknown FIDs', async () => {
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/users': farquestUsers });
    const users = await gateway.users([fidOf('2'), fidOf('999999999'), fidOf('0x8F3A64B2C9D1E07F5A4B3C2D1E0F9A8B7C6D5E4F')]);
    expect(calls[0].url.searchParams.get('fids')).toBe('2,999999999,0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
    expect(users.map((user) => user?.username ?? null)).toEqual(['v', null, 'mika.cast']);
  });

  it('splits more than 100 FIDs into several calls and keeps the order', async () => {
    const [template] = (specUsers.body as { result: { users: Record<string, unknown>[] } }).result.users;
    const answer = (url: URL): RecordedResponse => {
      const fids = (url.searchParams.get('fids') ?? '').split(',');
      // The gateway knows only even FIDs.
      const users = fids.map((fid) => (Number(fid) % 2 === 0 ? { ...template, fid, username: `user${fid}` } : null));
      return { status: 200, headers: { 'content-type': 'application/json' }, body: { result: { users }, source: 'v2' } };
    };
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/users': answer }, {}, LOCAL);
    const fids = Array.from({ length: 250 }, (_, i) => fidOf(i + 1));
    const users = await gateway.users(fids);

    expect(calls.map((call) => (call.url.searchParams.get('fids') ?? '').split(',').length)).toEqual([100, 100, 50]);
    expect(users).toHaveLength(250);
    expect(users[0]).toBeNull();
    expect(users[1]?.username).toBe('user2');
    expect(users[249]?.username).toBe('user250');
  });

  it('makes no call for an empty FID list', async () => {
    const { gateway, calls } = gatewayWith({});
    await expect(gateway.users([])).resolves.toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('returns null for an unknown cast or user, whether as a null result or a 404', async () => {
    const nullCast: RecordedResponse = { status: 200, headers: {}, body: { result: { cast: null }, source: 'v2' } };
    const { gateway } = gatewayWith({ 'GET /farcaster/v2/cast': nullCast });
    await expect(gateway.cast(castHashOf('0x00'))).resolves.toBeNull();
    await expect(gateway.user(fidOf('424242'))).resolves.toBeNull();
  });

  it('builds the other read paths', async () => {
    const usersBody: RecordedResponse = { status: 200, headers: {}, body: { result: { users: [] }, source: 'v2' } };
    const castsBody: RecordedResponse = { status: 200, headers: {}, body: { result: { casts: [] }, next: '', source: 'v2' } };
    const userBody: RecordedResponse = { status: 200, headers: {}, body: { result: { user: null }, source: 'v2' } };
    const { gateway, calls } = gatewayWith({
      'GET /farcaster/v2/followers': usersBody,
      'GET /farcaster/v2/search-user-by-match': usersBody,
      'GET /farcaster/v2/casts-in-thread': castsBody,
      'GET /farcaster/v2/user-by-username': userBody,
      'GET /farcaster/v2/user': userBody,
    });
    await gateway.followers(fidOf('3'), { limit: 10 });
    await gateway.searchUsers('dw', 5);
    await expect(gateway.castsInThread(castHashOf('0xabc'), { cursor: 'c1' })).resolves.toEqual({ items: [], next: null });
    await gateway.userByUsername('dwr.eth');
    await gateway.user(fidOf('3'));
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/farcaster/v2/followers?fid=3&limit=10',
      '/farcaster/v2/search-user-by-match?match=dw&limit=5',
      '/farcaster/v2/casts-in-thread?threadHash=0xabc&cursor=c1',
      '/farcaster/v2/user-by-username?username=dwr.eth',
      '/farcaster/v2/user?fid=3',
    ]);
  });

  it('fails a malformed envelope as an unexpected response', async () => {
    const html: RecordedResponse = { status: 200, headers: {}, body: { casts: [] } };
    const { gateway } = gatewayWith({ 'GET /farcaster/v2/casts': html });
    const error = await failure(gateway.casts({}));
    expect(error.kind).toBe('server');
    expect(error.message).toMatch(/Unexpected response from the gateway \(casts\)/);
  });

  it('turns a failed fetch into a network error naming the gateway', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const gateway = createGateway(LOCAL, { fetch });
    const error = await failure(gateway.casts({ fid: fidOf('3') }));
    expect(error.kind).toBe('network');
    expect(describeError(error)).toBe(
      "Can't reach the gateway at 127.0.0.1:8787. Check your connection or the gateway address in Settings.",
    );
  });
});

describe('bookmarks', () => {
  const storedCast = (hash: string): RecordedResponse => {
    const body = bodyOf(specCasts) as { result: { casts: Record<string, unknown>[] } };
    return { status: 200, headers: {}, body: { result: { cast: { ...body.result.casts[0], hash } }, source: 'v2' } };
  };
  const hashOf = (n: number) => castHashOf(`0x${n.toString(16).padStart(40, '0')}`);
  const me = fidOf('7');

  it('are kept in this browser where the gateway has no Castline routes, read cast by cast, newest first, in pages', async () => {
    const browserStorage = memoryStorage();
    const { gateway, calls } = gatewayWith(
      {
        'GET /farcaster/v2/cast': (url) => {
          const hash = url.searchParams.get('hash')!;
          // A deleted cast drops out of the list.
          return hash === hashOf(2) ? { status: 200, headers: {}, body: { result: { cast: null }, source: 'v2' } } : storedCast(hash);
        },
      },
      { browserStorage },
    );
    for (let n = 1; n <= 12; n++) await gateway.addBookmark(me, hashOf(n));
    await gateway.removeBookmark(me, hashOf(12));
    expect(gateway.keptHere(me, hashOf(11))).toBe(true);
    expect(gateway.keptHere(me, hashOf(12))).toBe(false);
    expect(gateway.keptHere(fidOf('8'), hashOf(11))).toBe(false);

    const first = await gateway.bookmarks(me, { limit: 25 });
    expect(first.keptInBrowser).toBe(true);
    expect(first.items.map((c) => c.hash)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map(hashOf));
    const rest = await gateway.bookmarks(me, { limit: 25, cursor: first.next });
    expect(rest).toEqual({ items: [expect.objectContaining({ hash: hashOf(1) })], next: null, keptInBrowser: true });
    // The gateway was asked once whether it has Castline's routes, and never for bookmarks.
    expect(calls.filter((c) => c.url.pathname === '/castline/v1/limits')).toHaveLength(1);
    expect(calls.some((c) => c.url.pathname.startsWith('/castline/v1/bookmarks'))).toBe(false);
    expect(browserStorage.getItem(`castline.bookmarks.${me}`)).not.toContain('token');
  });

  it('are the gateway\'s where it has Castline routes, and nothing is kept in this browser', async () => {
    const browserStorage = memoryStorage();
    const limits: RecordedResponse = { status: 200, headers: {}, body: { embeds: 4, castBytes: 1024, mentions: 10, upload: null } };
    const done: RecordedResponse = { status: 200, headers: {}, body: { result: { bookmarked: true }, source: 'v2' } };
    const list: RecordedResponse = { status: 200, headers: {}, body: { result: { casts: [] }, next: null, source: 'v2' } };
    const { gateway, calls } = gatewayWith(
      { 'GET /castline/v1/limits': limits, 'PUT /castline/v1/bookmarks/0x0000000000000000000000000000000000000001': done, 'DELETE /castline/v1/bookmarks/0x0000000000000000000000000000000000000001': done, 'GET /castline/v1/bookmarks': list },
      { browserStorage, getToken: () => 'token-1' },
      LOCAL,
    );
    await gateway.addBookmark(me, hashOf(1));
    await gateway.removeBookmark(me, hashOf(1));
    await expect(gateway.bookmarks(me, { limit: 5, cursor: 'c1' })).resolves.toEqual({ items: [], next: null, keptInBrowser: false });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /castline/v1/limits',
      `PUT /castline/v1/bookmarks/${hashOf(1)}`,
      `DELETE /castline/v1/bookmarks/${hashOf(1)}`,
      'GET /castline/v1/bookmarks?limit=5&cursor=c1',
    ]);
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(browserStorage.length).toBe(0);
  });
});

describe('cancelScheduled', () => {
  it('answers a cast cancelled, or one the gateway published before the cancel came, as its 409 names it; other refusals fail', async () => {
    const path = `/castline/v1/scheduled/${castHashOf('0x00000000000000000000000000000000000000a1')}`;
    const published = '0x00000000000000000000000000000000000000A1';
    const { gateway } = gatewayWith(
      {
        [`DELETE ${path}`]: [
          { status: 200, headers: {}, body: { result: { hash: published, cancelled: true }, source: 'v2' } },
          { status: 409, headers: {}, body: { error: 'This cast was already published.', hash: published, source: 'v2' } },
          { status: 404, headers: {}, body: { error: 'You have no scheduled cast', source: 'v2' } },
        ],
      },
      { getToken: () => 'token-1' },
      LOCAL,
    );
    const hash = castHashOf(published);
    await expect(gateway.cancelScheduled(hash)).resolves.toEqual({ cancelled: true });
    await expect(gateway.cancelScheduled(hash)).resolves.toEqual({ published: hash });
    await expect(gateway.cancelScheduled(hash)).rejects.toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('submitMessage', () => {
  it('posts the message with the bearer token and normalises far.quest’s record', async () => {
    const { gateway, calls } = gatewayWith({ 'POST /farcaster/v2/message': farquestMessage }, { getToken: () => 'jwt-abc' });
    const body = { isExternal: true, message: { data: { type: 'MESSAGE_TYPE_CAST_ADD' } }, bodyOverrides: { mentions: [] } };
    await expect(gateway.submitMessage(body)).resolves.toEqual({
      fid: '0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f',
      hash: '0x0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c',
      messageType: 'MESSAGE_TYPE_CAST_ADD',
      timestamp: Date.UTC(2024, 3, 5, 12, 0, 0),
      external: true,
    });
    expect(calls[0].body).toEqual(body);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer jwt-abc');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });
});

describe('rate limits', () => {
  it('waits out far.quest’s 429 Retry-After, reports slowed down meanwhile, then answers', async () => {
    vi.useFakeTimers();
    const { gateway, calls } = gatewayWith(
      { 'GET /farcaster/v2/following': [farquestErrors.rateLimited, farquestFollowing] },
      { budget: 'farquest' },
    );
    const page = gateway.following(fidOf('3'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(1);
    expect(gateway.budget.getStatus().slowedDown).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(page).resolves.toMatchObject({ next: '1712300000000-5521' });
    expect(calls).toHaveLength(2);
    expect(gateway.budget.getStatus().slowedDown).toBe(false);
  });

  it('gives up after three backed-off retries and tells the person to check the API key', async () => {
    vi.useFakeTimers();
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/casts': farquestErrors.invalidApiKey });
    const settled = gateway.casts({}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7_000);
    const error = await settled;
    expect(calls).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(describeError(error)).toMatch(/API key in Settings/);
  });

  it('keeps far.quest reads within five per five seconds', async () => {
    vi.useFakeTimers();
    const { gateway, calls } = gatewayWith({ 'GET /farcaster/v2/user': farquestUsers }, { budget: 'farquest' });
    const lookups = Array.from({ length: 6 }, (_, i) => gateway.user(fidOf(i + 1)).catch(() => null));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(6);
    await Promise.all(lookups);
  });
});
