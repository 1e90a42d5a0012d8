import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelUrl, HOSTILE_CAST_PREFIX } from '../seed/demo';
import { demoClient } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

type Cast = { hash: string; text: string; timestamp: string; childCast: Cast | null; childrenCasts: Cast[]; parentUrl: string | null;
  mentions: unknown[]; mentionsPositions: number[]; embeds: { images: unknown[]; urls: unknown[] }; author: { fid: string } };
type Page = { result: { casts: Cast[] }; next: string | null; source: string };

async function walk(gw: TestGateway, path: string, limit: number): Promise<Cast[]> {
  const items: Cast[] = [];
  let next: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await gw.get(`${path}${sep}limit=${limit}${next ? `&cursor=${encodeURIComponent(next)}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    items.push(...page.result.casts);
    next = page.next;
  } while (next);
  return items;
}
/** The listed cast: a folded reply is listed as its parent with the reply as child. */
const listed = (c: Cast): Cast => c.childCast ?? c;

describe('reads, spec mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.dispose());
  const json = async <T>(path: string) => {
    const res = await gw.get(path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('walks every cast of the network exactly once, newest first, through same-millisecond bursts', async () => {
    const all = (await walk(gw, '/farcaster/v2/casts', 100)).map(listed);
    expect(all.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(all.map((c) => c.hash)).size).toBe(all.length);
    const times = all.map((c) => Date.parse(c.timestamp));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    expect(times.length - new Set(times).size).toBeGreaterThan(50);
  });

  it('pages a user and a channel exactly, folding replies into their parents', async () => {
    const alice = await walk(gw, '/farcaster/v2/casts?fid=1', 7);
    expect(alice.length).toBeGreaterThanOrEqual(30);
    expect(new Set(alice.map((c) => listed(c).hash)).size).toBe(alice.length);
    expect(alice.every((c) => listed(c).author.fid === '1')).toBe(true);
    const reply = alice.find((c) => c.childCast !== null);
    expect(reply?.childrenCasts).toEqual([reply?.childCast]);
    const art = await walk(gw, `/farcaster/v2/casts?parentChain=${encodeURIComponent(channelUrl('art'))}`, 100);
    expect(art.length).toBeGreaterThan(20);
    expect(art.every((c) => c.parentUrl === channelUrl('art'))).toBe(true);
  });

  it('serves the demo identities, the hostile cast and mention offsets in bytes', async () => {
    const page = await json<Page>('/farcaster/v2/casts?fid=1&limit=10');
    const hostile = page.result.casts.find((c) => c.text.startsWith(HOSTILE_CAST_PREFIX))!;
    expect(hostile.text).toContain('<script>alert(1)</script>');
    expect(hostile.embeds.urls).toContain('javascript:alert(1)');
    const emoji = page.result.casts.find((c) => c.text.startsWith('🤓'))!;
    expect(emoji.mentions).toEqual(['2', '3']);
    expect(emoji.mentionsPositions).toEqual([5, 10]);
    const users = await json<{ result: { users: { username: string; pfp: { url: string }; custodyAddress: string }[] } }>('/farcaster/v2/users?fids=1,2,999999,3');
    expect(users.result.users.map((u) => u.username)).toEqual(['alice', 'bob', 'carol']);
    expect(users.result.users[0]!.custodyAddress).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const pfp = await fetch(users.result.users[0]!.pfp.url);
    expect(pfp.headers.get('content-type')).toBe('image/svg+xml');
    expect(await pfp.text()).toContain('<svg');
  });

  it('serves the public service\'s other reads', async () => {
    const cast = (await json<Page>('/farcaster/v2/casts?fid=2&limit=1')).result.casts[0]!;
    const one = await json<{ result: { cast: Cast } }>(`/farcaster/v2/cast?hash=${cast.hash}`);
    expect(one.result.cast.hash).toBe(cast.hash);
    const thread = await json<{ result: { casts: Cast[] }; next: string | null }>(`/farcaster/v2/casts-in-thread?threadHash=${cast.hash}`);
    expect(thread.result.casts[0]!.hash).toBe(cast.hash);
    expect((await json<{ result: { user: { fid: string } } }>('/farcaster/v2/user?fid=3')).result.user.fid).toBe('3');
    expect((await json<{ result: { user: null } }>('/farcaster/v2/user?fid=424242')).result.user).toBeNull();
    const search = await json<{ result: { users: { username: string }[] } }>('/farcaster/v2/search-user-by-match?match=ali');
    expect(search.result.users[0]!.username).toBe('alice');

    for (const list of ['following', 'followers']) {
      const seen = new Set<string>();
      let next: string | null = null;
      do {
        const page: { result: { users: { fid: string }[] }; next: string | null } = await json(`/farcaster/v2/${list}?fid=1&limit=7${next ? `&cursor=${next}` : ''}`);
        page.result.users.forEach((u) => seen.add(u.fid));
        next = page.next;
      } while (next);
      const user = (await json<{ result: { user: { followingCount: number; followerCount: number } } }>('/farcaster/v2/user?fid=1')).result.user;
      expect(seen.size).toBe(list === 'following' ? user.followingCount : user.followerCount);
      if (list === 'following') expect(seen.size).toBeGreaterThanOrEqual(20);
    }
  });

  it('lists a thread on its author\'s casts newest first, each part once, however it is paged', async () => {
    const author = await demoClient(gw.url, gw.apiKey, 9);
    const a = await author.cast('thread part A');
    const b = await author.reply({ hash: a, fid: author.fid }, 'thread part B');
    const c = await author.reply({ hash: b, fid: author.fid }, 'thread part C');
    for (const limit of [1, 2, 100]) {
      const head = (await walk(gw, `/farcaster/v2/casts?fid=${author.fid}`, limit)).slice(0, 3);
      expect(head.map((cast) => [cast.hash, cast.childCast])).toEqual([[c, null], [b, null], [a, null]]);
    }
    const shown = (await walk(gw, `/farcaster/v2/casts?fid=${author.fid}`, 7)).flatMap((cast) => [cast, ...(cast.childCast ? [cast.childCast] : [])]);
    const own = shown.filter((cast) => cast.author.fid === author.fid).map((cast) => cast.hash);
    expect(new Set(own).size).toBe(own.length);
  });

  it('shows a user\'s website, as far.quest names it, so a client can keep and show one in this mode too', async () => {
    await (await demoClient(gw.url, gw.apiKey, 10)).userData(5, 'https://judy.example/about');
    const { user } = (await json<{ result: { user: { url: string } } }>('/farcaster/v2/user?fid=10')).result;
    expect(user.url).toBe('https://judy.example/about');
  });

  it('enforces the limits of §8', async () => {
    const fids = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await json<{ result: { users: unknown[] } }>(`/farcaster/v2/users?fids=${fids}`)).result.users).toHaveLength(100);
    expect((await gw.get(`/farcaster/v2/users?fids=${fids},101`)).status).toBe(400);
    expect((await json<Page>('/farcaster/v2/casts')).result.casts).toHaveLength(10);
    expect((await json<Page>('/farcaster/v2/casts?limit=100')).result.casts).toHaveLength(100);
    for (const limit of ['0', '101', '-1', '1.5', 'ten']) expect((await gw.get(`/farcaster/v2/casts?limit=${limit}`)).status).toBe(400);
  });
});

describe('reads, far.quest mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ compat: 'farquest' });
  });
  afterAll(() => gw.dispose());

  it('uses far.quest shapes: numeric times, user mentions with @handles, nulls for unknown FIDs', async () => {
    const page = (await (await gw.get('/farcaster/v2/casts?fid=1&limit=10')).json()) as {
      result: { casts: (Omit<Cast, 'timestamp'> & { timestamp: number; isSelfLike: unknown; author: { isFollowing: unknown } })[] }; next: string;
    };
    expect(page.next).toMatch(/^\d+-\d+$/);
    const emoji = page.result.casts.find((c) => c.text.startsWith('🤓'))!;
    expect(emoji.text).toBe('🤓 @bob と @carol 👨‍👩‍👧 ok');
    expect(emoji.mentions).toMatchObject([{ fid: '2', username: 'bob' }, { fid: '3', username: 'carol' }]);
    const bytes = Buffer.from(emoji.text);
    expect(emoji.mentionsPositions.map((p) => bytes[p])).toEqual([64, 64]);
    expect(typeof emoji.timestamp).toBe('number');
    expect(emoji.isSelfLike).toBeNull();
    expect(emoji.author.isFollowing).toBeNull();
    const users = (await (await gw.get('/farcaster/v2/users?fids=1,999999')).json()) as { result: { users: ({ registeredAt: number } | null)[] } };
    expect(users.result.users[1]).toBeNull();
    expect(typeof users.result.users[0]!.registeredAt).toBe('number');
    const following = (await (await gw.get('/farcaster/v2/following?fid=1&limit=5')).json()) as { result: { users: unknown[]; next: string } };
    expect(following.result.users).toHaveLength(5);
    expect(following.result.next).toMatch(/^\d+-\d+$/);
    expect((await gw.get('/farcaster/v2/casts?cursor=nonsense')).status).toBe(400);
  });

  it('walks a user\'s casts exactly once with far.quest cursors', async () => {
    const all = await walk(gw, '/farcaster/v2/casts?fid=2', 9);
    expect(new Set(all.map((c) => listed(c).hash)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(30);
  });
});
