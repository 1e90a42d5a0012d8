import { Hono, type Context } from 'hono';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { channelUrl } from '../seed/demo';
import { demoIdentities } from '../seed/identities';
import { farcasterNow, signIn, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { demoClient, l2Client } from '../testing/demoClient';
import { createReadCache } from './readCache';

describe('cached anonymous reads', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ seed: 'demo' });
  });
  afterAll(() => gateway.dispose());

  const firstCastText = async () => {
    const res = await gateway.get('/farcaster/v2/casts?fid=1&limit=1');
    const body = (await res.json()) as { result: { casts: { text: string }[] } };
    return body.result.casts[0]?.text;
  };

  it('serves a repeated read identically, and never serves it stale after a write', async () => {
    const before = await firstCastText();
    expect(await firstCastText()).toBe(before);

    const alice = demoIdentities[0]!;
    const token = await signIn(gateway, devAccount(0), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    const text = `fresh cast ${Date.now()}`;
    const message = signedMessageJson(
      { type: 1, fid: alice.fid, timestamp: farcasterNow(), castAddBody: { text, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 } },
      alice.signerPrivateKey,
    );
    const posted = await gateway.post('/farcaster/v2/message', { message }, token);
    expect(posted.status).toBe(200);

    expect(await firstCastText()).toBe(text);
  });

  it('serves a signed-in reader their own page again, with their like at once and nothing after they sign out', async () => {
    const alice = await demoClient(gateway.url, gateway.apiKey, 1);
    const token = alice.token;
    type Page = { result: { casts: { hash: string; isSelfLike: boolean; author: { fid: number | string } }[] } };
    const casts = async (bearer?: string) => {
      const res = await gateway.get('/farcaster/v2/casts?fid=2&limit=25', bearer);
      return { cache: res.headers.get('X-Cache'), casts: ((await res.json()) as Page).result.casts.filter((cast) => String(cast.author.fid) === '2') };
    };
    const unliked = (await casts(token)).casts.find((cast) => !cast.isSelfLike)!.hash;
    const read = async (bearer?: string) => {
      const { cache, casts: page } = await casts(bearer);
      return { cache, cast: page.find((cast) => cast.hash === unliked)! };
    };
    const first = await read(token);
    expect(first.cast.isSelfLike).toBe(false);
    expect(await read(token)).toEqual({ cache: 'hit', cast: first.cast });

    await alice.like({ hash: unliked, fid: '2' });
    const liked = await read(token);
    expect(liked).toMatchObject({ cache: 'miss', cast: { hash: first.cast.hash, isSelfLike: true } });
    expect((await read(token)).cache).toBe('hit');
    // Nobody else is served alice's page.
    expect((await read()).cast).not.toHaveProperty('isSelfLike', true);

    // The Following feed is kept per viewer too, and shows a followed author's new cast at once.
    const feedTop = async () => {
      const res = await gateway.get('/farcaster/v2/feed?limit=5', token);
      const body = (await res.json()) as { result: { casts: { text: string; childCast: { text: string } | null }[] } };
      return { cache: res.headers.get('X-Cache'), texts: body.result.casts.flatMap((cast) => [cast.text, cast.childCast?.text]) };
    };
    const feedBefore = await feedTop();
    expect(await feedTop()).toEqual({ ...feedBefore, cache: 'hit' });
    const followed = await demoClient(gateway.url, gateway.apiKey, 2);
    const fresh = `in alice's feed at once ${Date.now()}`;
    await followed.cast(fresh);
    expect(await feedTop()).toMatchObject({ cache: 'miss', texts: expect.arrayContaining([fresh]) });

    expect((await gateway.post('/castline/v1/sign-out', {}, token)).status).toBeLessThan(300);
    const signedOut = await read(token);
    expect(signedOut.cast).not.toHaveProperty('isSelfLike', true);
  });

  it('gives each of two viewers and an anonymous reader only their own view of every signed-in read, however their reads alternate', async () => {
    const wallet = () => privateKeyToAccount(generatePrivateKey());
    // A signs in with a FID; B, X and Y are new wallets, so nobody follows, blocks or notifies them but as below.
    const [a, b, x, y] = await Promise.all([
      demoClient(gateway.url, gateway.apiKey, 3),
      l2Client(gateway.url, gateway.apiKey, wallet()),
      l2Client(gateway.url, gateway.apiKey, wallet()),
      l2Client(gateway.url, gateway.apiKey, wallet()),
    ]);
    const word = `viewers${Date.now().toString(36)}`;
    const channel = channelUrl('books');
    const kept = { hash: await x.cast(`${word} liked, recast and kept by A`, channel), fid: x.fid };
    const hidden = await y.cast(`${word} by someone B blocked`, channel);
    await a.follow(x.fid);
    await a.like(kept);
    await a.recast(kept);
    const bookmarked = await fetch(`${gateway.url}/castline/v1/bookmarks/${kept.hash}`, {
      method: 'PUT',
      headers: { 'API-KEY': gateway.apiKey, Authorization: `Bearer ${a.token}` },
    });
    expect(bookmarked.status).toBe(200);
    await x.follow(a.fid);
    await y.follow(b.fid);
    await b.block(y.fid);

    type CastRecord = {
      hash: string;
      isSelfLike: boolean;
      isSelfRecast: boolean;
      isSelfBookmark: boolean;
      author: { isFollowing?: boolean };
      childCast: CastRecord | null;
    };
    type Result = {
      casts: CastRecord[];
      cast: CastRecord;
      user: { isFollowing?: boolean; isFollowedBy?: boolean };
      users: { isFollowing?: boolean; isFollowedBy?: boolean }[];
      notifications: { actor: { fid: string } | null }[];
    };
    /** What a list shows of the two casts: the flags on A's, and whether B's blocked author's is there. */
    const castsView = (casts: CastRecord[]) => {
      const all = casts.flatMap((cast) => (cast.childCast ? [cast, cast.childCast] : [cast]));
      const found = all.find((cast) => cast.hash === kept.hash);
      const flags = found && { like: found.isSelfLike, recast: found.isSelfRecast, bookmark: found.isSelfBookmark, following: found.author.isFollowing };
      return { kept: flags ?? 'absent', hidden: all.some((cast) => cast.hash === hidden) };
    };
    const relation = (user: { isFollowing?: boolean; isFollowedBy?: boolean }) => ({ following: user.isFollowing, followedBy: user.isFollowedBy });
    const aOnly = { like: true, recast: true, bookmark: true, following: true };
    const nobodys = { like: false, recast: false, bookmark: false, following: false };
    const inLists = { a: { kept: aOnly, hidden: true }, b: { kept: nobodys, hidden: false }, anonymous: { kept: nobodys, hidden: true } };
    const byX = { a: { kept: aOnly, hidden: false }, b: { kept: nobodys, hidden: false }, anonymous: { kept: nobodys, hidden: false } };
    const relations = { a: { following: true, followedBy: true }, b: { following: false, followedBy: false }, anonymous: { following: undefined, followedBy: undefined } };
    const reads: { path: string; view: (result: Result) => unknown; expected: Record<'a' | 'b' | 'anonymous', unknown> }[] = [
      { path: '/farcaster/v2/feed?limit=10', view: (r) => castsView(r.casts), expected: { a: { kept: aOnly, hidden: false }, b: { kept: 'absent', hidden: false }, anonymous: 401 } },
      { path: '/farcaster/v2/casts?limit=10', view: (r) => castsView(r.casts), expected: inLists },
      { path: `/farcaster/v2/casts?fid=${x.fid}`, view: (r) => castsView(r.casts), expected: byX },
      { path: `/farcaster/v2/casts?parentChain=${encodeURIComponent(channel)}&limit=10`, view: (r) => castsView(r.casts), expected: inLists },
      { path: `/farcaster/v2/cast?hash=${kept.hash}`, view: (r) => castsView([r.cast]).kept, expected: { a: aOnly, b: nobodys, anonymous: nobodys } },
      { path: `/farcaster/v2/casts-in-thread?threadHash=${kept.hash}`, view: (r) => castsView(r.casts).kept, expected: { a: aOnly, b: nobodys, anonymous: nobodys } },
      { path: `/castline/v1/search-casts?q=${word}`, view: (r) => castsView(r.casts), expected: inLists },
      { path: `/farcaster/v2/user?fid=${x.fid}`, view: (r) => relation(r.user), expected: relations },
      { path: `/farcaster/v2/users?fids=${x.fid}`, view: (r) => r.users.map(relation), expected: { a: [relations.a], b: [relations.b], anonymous: [relations.anonymous] } },
      {
        path: '/farcaster/v2/notifications',
        view: (r) => r.notifications.flatMap((n) => (n.actor && [x.fid, y.fid].includes(String(n.actor.fid)) ? [String(n.actor.fid)] : [])),
        expected: { a: [x.fid], b: [], anonymous: 401 },
      },
      { path: '/castline/v1/bookmarks', view: (r) => r.casts.map((cast) => cast.hash), expected: { a: [kept.hash], b: [], anonymous: 401 } },
    ];
    const tokens = { a: a.token, b: b.token, anonymous: undefined };
    for (const order of [['a', 'b', 'anonymous'], ['anonymous', 'b', 'a']] as const) {
      for (const { path, view, expected } of reads) {
        for (const reader of order) {
          const response = await gateway.get(path, tokens[reader]);
          const seen = response.status === 200 ? view(((await response.json()) as { result: Result }).result) : response.status;
          expect({ path, reader, seen }).toEqual({ path, reader, seen: expected[reader] });
        }
      }
    }
  });
});

describe('the read cache on its own', () => {
  const appWith = (maxBytes: number) => {
    let generation = 0;
    let built = 0;
    const cache = createReadCache(() => generation, async () => null, { maxBytes });
    const app = new Hono();
    app.use('*', cache.middleware);
    app.get('/farcaster/:page', (c) => {
      built++;
      return c.json({ page: c.req.param('page'), pad: 'x'.repeat(1000) });
    });
    return { app, cache, built: () => built, commit: () => void generation++ };
  };

  it('stays within its byte budget, evicting the least recently used pages', async () => {
    const { app, cache, built } = appWith(10_000);
    for (let i = 0; i < 100; i++) await app.request(`/farcaster/p${i}`);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(cache.size()).toBeGreaterThan(5);
    const before = built();
    await app.request('/farcaster/p99');
    expect(built()).toBe(before);
    await app.request('/farcaster/p0');
    expect(built()).toBe(before + 1);
  });

  it('keeps a signed-in page per viewer, never serves it to anyone else, and keeps no other signed-in read', async () => {
    let generation = 0;
    const built: string[] = [];
    const viewers: Record<string, number> = { 'Bearer a': 1, 'Bearer b': 2 };
    const cache = createReadCache(() => generation, async (c) => viewers[c.req.header('Authorization') ?? ''] ?? null);
    const app = new Hono();
    app.use('*', cache.middleware);
    const page = (c: Context) => {
      const viewer = viewers[c.req.header('Authorization') ?? ''] ?? 'nobody';
      built.push(`${c.req.path} ${viewer}`);
      return c.json({ viewer });
    };
    app.get('/farcaster/v2/casts', page);
    app.get('/farcaster/v2/notifications', page);
    const read = async (path: string, token?: string) =>
      (await (await app.request(path, { headers: token ? { Authorization: token } : {} })).json()) as { viewer: unknown };

    for (let round = 0; round < 2; round++) {
      expect(await read('/farcaster/v2/casts', 'Bearer a')).toEqual({ viewer: 1 });
      expect(await read('/farcaster/v2/casts', 'Bearer b')).toEqual({ viewer: 2 });
      expect(await read('/farcaster/v2/casts')).toEqual({ viewer: 'nobody' });
      // A token that names no one reads what an anonymous reader reads.
      expect(await read('/farcaster/v2/casts', 'Bearer expired')).toEqual({ viewer: 'nobody' });
      expect(await read('/farcaster/v2/notifications', 'Bearer a')).toEqual({ viewer: 1 });
    }
    // Asked not to, it builds the page again.
    expect((await app.request('/farcaster/v2/casts', { headers: { Authorization: 'Bearer a', 'Cache-Control': 'no-cache' } })).headers.get('X-Cache')).toBeNull();
    expect(built.pop()).toBe('/farcaster/v2/casts 1');
    expect(built).toEqual([
      '/farcaster/v2/casts 1', '/farcaster/v2/casts 2', '/farcaster/v2/casts nobody', '/farcaster/v2/notifications 1',
      '/farcaster/v2/notifications 1',
    ]);
    generation++;
    expect(await read('/farcaster/v2/casts', 'Bearer a')).toEqual({ viewer: 1 });
    expect(built.at(-1)).toBe('/farcaster/v2/casts 1');
    expect(built).toHaveLength(6);
  });

  it('serves nothing from before a commit, and keeps no page built while one happened', async () => {
    const { app, cache, built, commit } = appWith(1_000_000);
    await app.request('/farcaster/a');
    await app.request('/farcaster/a');
    expect(built()).toBe(1);
    commit();
    await app.request('/farcaster/a');
    expect(built()).toBe(2);
    expect(cache.size()).toBe(1);
  });
});
