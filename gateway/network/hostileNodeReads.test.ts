import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promiseHugeAnswer, sendJson, startHostileNode, streamAnswer, type HostileNode } from '../testing/hostileNode';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

// A node that answers every page with far more than asked: 600 casts for 25, 600 follows for 50, 1500
// messages where the most a page holds is 1000. FID 5001's profile is 150 MB; FID 5002's declares 150 MB
// and sends nothing.
const ZOE = 5000;
const LONG = 600;
const MB = 1_000_000;

const hash = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const message = (type: string, fid: number, n: number, body: Record<string, unknown>) => ({
  data: { type, fid, timestamp: 100_000 - n, network: 'FARCASTER_NETWORK_MAINNET', ...body }, hash: hash(n),
});
const page = (messages: unknown[]) => ({ messages, nextPageToken: 'AAE=' });
const many = (count: number, make: (i: number) => unknown) => page(Array.from({ length: count }, (_, i) => make(i)));
/** Zoe's casts, each a reply to a cast by another FID. */
const zoeCast = (i: number) =>
  message('MESSAGE_TYPE_CAST_ADD', ZOE, 1 + i, { castAddBody: { text: `cast ${i}`, mentions: [], mentionsPositions: [], embeds: [], parentCastId: { fid: 7000 + i, hash: hash(90_000 + i) } } });
const follow = (from: number, to: number, n: number) => message('MESSAGE_TYPE_LINK_ADD', from, 10_000 + n, { linkBody: { type: 'follow', targetFid: to } });
const like = (from: number, i: number) => message('MESSAGE_TYPE_REACTION_ADD', from, 20_000 + i, { reactionBody: { type: 'REACTION_TYPE_LIKE', targetCastId: { fid: ZOE, hash: hash(1) } } });
const username = (fid: number) => message('MESSAGE_TYPE_USER_DATA_ADD', fid, 30_000 + fid, { userDataBody: { type: 'USER_DATA_TYPE_USERNAME', value: `user-${fid}` } });

interface Users { result: { users: { username: string }[] }; next: string | null }
interface Casts { result: { casts: { text: string; author: { username: string }; parentAuthor: { fid: string; username: string }; reactions: { count: number } }[] }; next: string | null }

describe('a node whose pages are longer than asked', () => {
  let node: HostileNode;
  let gw: TestGateway;
  let sent150MB: Promise<number> | undefined;
  /** Requests made for the gateway's clients: the Following feed's reading of events is not one of them. */
  const asked = () => node.requests.filter((r) => !r.startsWith('GET /v1/events') && r !== 'GET /v1/info').length;
  const json = async <T>(client: TestGateway, path: string, status = 200): Promise<T> => {
    const res = await client.get(path);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
    return (await res.json()) as T;
  };
  /** The answer to `path` and the node requests it took. */
  const measured = async <T>(client: TestGateway, path: string, status = 200): Promise<{ body: T; requests: number }> => {
    const before = asked();
    const body = await json<T>(client, path, status);
    return { body, requests: asked() - before };
  };

  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      const q = url.searchParams;
      const fid = Number(q.get('fid') ?? q.get('target_fid'));
      const counting = q.get('pageSize') === '1000';
      switch (url.pathname) {
        case '/v1/userDataByFid':
          if (fid === 5001) {
            sent150MB = streamAnswer(res, { status: 200, contentType: 'application/json', bytes: 150 * MB, prefix: '{"messages":[],"pad":"', suffix: '"}', chunked: true });
            return;
          }
          if (fid === 5002) return promiseHugeAnswer(res, 200, 150 * MB);
          return sendJson(res, 200, page([username(fid)]));
        case '/v1/castsByFid':
          return sendJson(res, 200, many(LONG, zoeCast));
        case '/v1/linksByFid':
          return sendJson(res, 200, many(counting ? 1500 : LONG, (i) => follow(ZOE, 6000 + i, i)));
        case '/v1/linksByTargetFid':
          return sendJson(res, 200, many(LONG, (i) => follow(6000 + i, ZOE, i)));
        case '/v1/reactionsByCast':
          // Only the first cast has likes: counting 1500 for each of the page's casts would only make the test slow.
          if (q.get('target_hash') !== hash(1)) return sendJson(res, 200, page([]));
          return sendJson(res, 200, many(counting ? 1500 : LONG, (i) => like(6000 + i, i)));
        case '/v1/events':
          return sendJson(res, 200, { events: [] });
        default:
          return sendJson(res, 200, page([]));
      }
    });
    gw = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('cuts a page of casts to the 25 asked, the node asked at most 101 times for it', async () => {
    const { body, requests } = await measured<Casts>(gw, `/farcaster/v2/casts?fid=${ZOE}&limit=25`);
    expect(body.result.casts.map((c) => c.text)).toEqual(Array.from({ length: 25 }, (_, i) => `cast ${i}`));
    expect(body.next).not.toBeNull();
    expect(requests).toBeLessThanOrEqual(101);
    expect(body.result.casts[0]).toMatchObject({ author: { username: `user-${ZOE}` }, reactions: { count: 1000 } });
  });

  it('cuts follows, followers and likers to the 50 asked, and a count to the 1000 a page can hold', async () => {
    for (const list of ['following', 'followers']) {
      const { body, requests } = await measured<Users>(gw, `/farcaster/v2/${list}?fid=${ZOE}&limit=50`);
      expect(body.result.users).toHaveLength(50);
      expect(body.result.users[0]!.username).toBe('user-6000');
      expect(requests).toBeLessThanOrEqual(51);
    }
    const likes = await measured<{ result: { likes: unknown[] } }>(gw, `/farcaster/v2/cast-likes?castHash=${hash(1)}&limit=50`);
    expect(likes.body.result.likes).toHaveLength(50);
    expect(likes.requests).toBeLessThanOrEqual(51);
    const { result } = await json<{ result: { user: { followingCount: number; followerCount: number } } }>(gw, `/farcaster/v2/user?fid=${ZOE}`);
    expect(result.user).toMatchObject({ followingCount: 1000, followerCount: LONG });
  });

  it('makes no more node reads for one request than its budget, showing what was read and leaving out the rest', async () => {
    const tight = await startTestGateway({ hub: { hubUrl: node.url }, nodeReadsPerRequest: 10 });
    try {
      const { body, requests } = await measured<Casts>(tight, `/farcaster/v2/casts?fid=${ZOE}&limit=25`);
      expect(requests).toBe(10);
      expect(body.result.casts).toHaveLength(25);
      // The page, then authors before counts: Zoe and the first parent authors are named, the others not.
      expect(body.result.casts.map((c) => c.author.username)).toEqual(Array(25).fill(`user-${ZOE}`));
      expect(body.result.casts.map((c) => c.parentAuthor.username)).toEqual(Array.from({ length: 25 }, (_, i) => (i < 8 ? `user-${7000 + i}` : `fid${7000 + i}`)));
      expect(body.result.casts.every((c) => c.reactions.count === 0)).toBe(true);
    } finally {
      await tight.dispose();
    }
  });

  it('refuses a 150 MB profile past 4 MiB, in words, without holding it', async () => {
    const { body } = await measured<{ error: string }>(gw, '/farcaster/v2/user?fid=5001', 503);
    expect(body.error).toBe('The Farcaster node could not be read (it answered with more than 4 MiB), and this gateway holds no copy of what was asked.');
    expect(await sent150MB).toBeLessThan(32 * MB);
  });

  it('refuses at once an answer that declares 150 MB, without waiting for it', async () => {
    const started = Date.now();
    const { body } = await measured<{ error: string }>(gw, '/farcaster/v2/user?fid=5002', 503);
    expect(body.error).toMatch(/it answered with more than 4 MiB/);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
