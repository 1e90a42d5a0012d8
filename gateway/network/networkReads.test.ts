import type { Message } from '@farcaster/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castMessage, followMessage, hashOf, networkSignerPublicKey, profileMessages, reactionMessage } from '../testing/networkMessages';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

// "Network" FIDs: a stand-in node holds them, the gateway (seeded with the demo FIDs 1–10) does not.
const ZOE = 5000;
const FANS = [5001, 5002, 5003];
const CASTS = 23;

interface UserRecord { fid: string; username: string; displayName: string; bio: { text: string }; pfp: { url: string }; followerCount: number; followingCount: number }
interface CastRecord {
  hash: string; text: string; author: { fid: string; username: string }; reactions: { count: number }; recasts: { count: number }; replies: { count: number };
  parentHash: string | null; parentAuthor: { fid: string; username: string } | null; threadHash: string; embeds: { images: string[]; urls: string[] };
}

describe('reading FIDs the gateway holds nothing about from a Farcaster node', () => {
  let node: StandInNode;
  let gw: TestGateway;
  const zoeCasts: Message[] = [];
  const readsOf = (path: string) => node.reads.filter((r) => r.startsWith(path)).length;
  /** Reads made for requests: the Following feed's reading of events (every second) is not one of them. */
  const requestReads = () => node.reads.filter((r) => !r.startsWith('/v1/events?') && r !== '/v1/info').length;
  const json = async <T>(path: string, status = 200): Promise<T> => {
    const res = await gw.get(path);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    node = await startStandInNode();
    for (let i = 0; i < CASTS; i++) zoeCasts.push(castMessage(ZOE, `Zoe's cast number ${i + 1}`, 5000 - i * 10, i === 0 ? { embedUrl: 'https://example.com/sky.png' } : {}));
    const reply = castMessage(FANS[0]!, 'A reply to the last one', 100, { parent: zoeCasts[CASTS - 1] });
    // A reply whose parent id names FID 7777 for one of Zoe's casts: its signer may name any FID.
    const misnamed = castMessage(FANS[1]!, 'A reply naming the wrong author', 90, { parent: zoeCasts[CASTS - 2], parentFid: 7777 });
    await node.seed([
      ...profileMessages(ZOE, { username: 'zoe-net', displayName: 'Zoe Network', bio: 'Only on the network', pfp: 'https://example.com/zoe.png' }),
      ...FANS.flatMap((fid, i) => profileMessages(fid, { username: `fan-${i + 1}`, displayName: `Fan ${i + 1}` })),
      ...zoeCasts,
      reply,
      misnamed,
      ...FANS.map((fid, i) => followMessage(fid, ZOE, 900 - i)),
      followMessage(ZOE, FANS[2]!, 800),
      reactionMessage(FANS[0]!, 'like', zoeCasts[CASTS - 1]!, 700),
      reactionMessage(FANS[1]!, 'like', zoeCasts[CASTS - 1]!, 690),
      reactionMessage(FANS[2]!, 'recast', zoeCasts[CASTS - 1]!, 680),
    ]);
    gw = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('answers an unknown FID\'s profile in the specification\'s shape, and a second read from the database', async () => {
    const { result } = await json<{ result: { user: UserRecord } }>(`/farcaster/v2/user?fid=${ZOE}`);
    expect(result.user).toMatchObject({
      fid: String(ZOE), username: 'zoe-net', displayName: 'Zoe Network', bio: { text: 'Only on the network', mentions: [] },
      pfp: { url: 'https://example.com/zoe.png', verified: false }, followerCount: 3, followingCount: 1, external: false,
    });
    const before = requestReads();
    const again = await json<{ result: { user: UserRecord } }>(`/farcaster/v2/user?fid=${ZOE}`);
    expect(again.result.user).toEqual(result.user);
    expect(requestReads()).toBe(before);
  });

  it('answers network FIDs in a batch of users beside the gateway\'s own, leaving out FIDs nobody holds', async () => {
    const { result } = await json<{ result: { users: UserRecord[] } }>(`/farcaster/v2/users?fids=1,${ZOE},6100`);
    expect(result.users.map((u) => [u.fid, u.username])).toEqual([['1', 'alice'], [String(ZOE), 'zoe-net']]);
    expect(result.users[1]).toMatchObject({ followerCount: 3, followingCount: 1 });
  });

  it('opens the same profile by its username, and answers null for a name nobody holds', async () => {
    const { result } = await json<{ result: { user: UserRecord } }>('/farcaster/v2/user-by-username?username=zoe-net');
    expect(result.user).toMatchObject({ fid: String(ZOE), displayName: 'Zoe Network' });
    expect(node.reads.some((r) => r === '/v1/userNameProofByName?name=zoe-net')).toBe(true);
    expect((await json<{ result: { user: null } }>('/farcaster/v2/user-by-username?username=nobody-here')).result.user).toBeNull();
    const found = await json<{ result: { users: UserRecord[] } }>('/farcaster/v2/search-user-by-match?match=zoe-net');
    expect(found.result.users.map((u) => u.fid)).toEqual([String(ZOE)]);
  });

  it('pages through the casts with cursors that carry the node\'s page tokens, newest first, to the end', async () => {
    // Before any list named its author, the node cannot be asked for a cast by its hash alone.
    const newestHash = hashOf(zoeCasts[CASTS - 1]!);
    expect((await json<{ result: { cast: null } }>(`/farcaster/v2/cast?hash=${newestHash}`)).result.cast).toBeNull();
    const seen: CastRecord[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { result: { casts: CastRecord[] }; next: string | null } = await json(`/farcaster/v2/casts?fid=${ZOE}&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.result.casts);
      cursor = page.next;
      if (cursor) expect(cursor).not.toMatch(/[+/=]/); // the node's standard base64 never reaches the client raw
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.text)).toEqual(zoeCasts.map((_, i) => `Zoe's cast number ${CASTS - i}`));
    const newest = seen[0]!;
    expect(newest).toMatchObject({ hash: hashOf(zoeCasts[CASTS - 1]!), author: { fid: String(ZOE), username: 'zoe-net' }, reactions: { count: 2 }, recasts: { count: 1 }, replies: { count: 1 }, parentHash: null });
    expect(seen[CASTS - 1]!.embeds).toMatchObject({ images: ['https://example.com/sky.png'], urls: [] });
    expect(readsOf('/v1/castsByFid')).toBe(3);
    // The same read again now finds it: the earlier null was not kept by the gateway's read cache.
    expect((await json<{ result: { cast: CastRecord } }>(`/farcaster/v2/cast?hash=${newestHash}`)).result.cast.hash).toBe(newestHash);
  });

  it('lists followers and following, and who liked and recast a cast read before, which also opens by its hash', async () => {
    const followers = await json<{ result: { users: UserRecord[] }; next: string | null }>(`/farcaster/v2/followers?fid=${ZOE}`);
    expect(followers.result.users.map((u) => u.username)).toEqual(['fan-3', 'fan-2', 'fan-1']); // newest follow first
    expect(followers.next).toBeNull();
    const following = await json<{ result: { users: UserRecord[] } }>(`/farcaster/v2/following?fid=${ZOE}`);
    expect(following.result.users.map((u) => u.username)).toEqual(['fan-3']);

    const hash = hashOf(zoeCasts[CASTS - 1]!);
    const likes = await json<{ result: { likes: UserRecord[] } }>(`/farcaster/v2/cast-likes?castHash=${hash}`);
    expect(likes.result.likes.map((u) => u.username).sort()).toEqual(['fan-1', 'fan-2']);
    const recasters = await json<{ result: { users: UserRecord[] } }>(`/farcaster/v2/cast-recasters?castHash=${hash}`);
    expect(recasters.result.users.map((u) => u.username)).toEqual(['fan-3']);
    const cast = await json<{ result: { cast: CastRecord } }>(`/farcaster/v2/cast?hash=${hash}`);
    expect(cast.result.cast).toMatchObject({ hash, text: `Zoe's cast number ${CASTS}` });
  });

  it('refuses a malformed cursor, and a node cursor for a list the gateway holds itself', async () => {
    const bad = await json<{ error: string }>(`/farcaster/v2/casts?fid=${ZOE}&cursor=!!`, 400);
    expect(bad.error).toMatch(/cursor is invalid/);
    const { next } = await json<{ next: string }>(`/farcaster/v2/casts?fid=${ZOE}&limit=10`);
    const mixed = await json<{ error: string }>(`/farcaster/v2/casts?fid=1&cursor=${next}`, 400);
    expect(mixed.error).toMatch(/read from the Farcaster node/);
  });

  it('with the node down: an unknown FID is a 503 in words, what was read is served from the database, the gateway\'s own FIDs as ever', async () => {
    await node.down();
    try {
      const down = await json<{ error: string }>('/farcaster/v2/user?fid=6123', 503);
      expect(down.error).toBe('The Farcaster node could not be read (it cannot be reached: ECONNREFUSED), and this gateway holds no copy of what was asked.');
      const casts = await json<{ error: string }>('/farcaster/v2/casts?fid=6123', 503);
      expect(casts.error).toMatch(/Farcaster node could not be read/);
      expect((await json<{ result: { user: UserRecord } }>(`/farcaster/v2/user?fid=${ZOE}`)).result.user.username).toBe('zoe-net');
      expect((await json<{ result: { user: UserRecord } }>('/farcaster/v2/user?fid=1')).result.user.username).toBe('alice');
      const mixed = await json<{ result: { users: UserRecord[] } }>('/farcaster/v2/users?fids=1,6124');
      expect(mixed.result.users.map((u) => u.username)).toEqual(['alice']);
      expect((await json<{ error: string }>('/farcaster/v2/users?fids=6124', 503)).error).toMatch(/Farcaster node could not be read/);
      const search = await json<{ result: { users: UserRecord[] } }>('/farcaster/v2/search-user-by-match?match=ali');
      expect(search.result.users.map((u) => u.username)).toContain('alice');
    } finally {
      await node.up();
    }
  });

  it('answers odd reads of network FIDs with a clear 4xx or nothing found, never a 500', async () => {
    expect((await json<{ result: { user: null } }>('/farcaster/v2/user?fid=999999999999999')).result.user).toBeNull();
    expect((await json<{ result: { user: null } }>('/farcaster/v2/user-by-username?username=%E2%80%AEevil')).result.user).toBeNull();
    const forged = Buffer.from('node:bm90IGEgdG9rZW4=').toString('base64url');
    // A token the node never gave is the node's to judge; the gateway passes it on and answers what comes back.
    expect(Array.isArray((await json<{ result: { casts: unknown[] } }>(`/farcaster/v2/casts?fid=${ZOE}&cursor=${forged}`)).result.casts)).toBe(true);
    expect((await json<{ error: string }>(`/farcaster/v2/followers?fid=${ZOE}&cursor=${Buffer.from('node:a"b').toString('base64url')}`, 400)).error).toMatch(/cursor is invalid/);
    expect((await json<{ result: { cast: null } }>(`/farcaster/v2/cast?hash=0x${'12'.repeat(20)}`)).result.cast).toBeNull();
    expect((await json<{ result: { likes: unknown[] } }>(`/farcaster/v2/cast-likes?castHash=0x${'12'.repeat(20)}`)).result.likes).toEqual([]);
  });

  it('presents a reply whose parent id names the wrong FID with its parent\'s true author, in its parent\'s thread', async () => {
    await json(`/farcaster/v2/casts?fid=${ZOE}&limit=10`); // Zoe's newest casts, so their author is known
    const parent = hashOf(zoeCasts[CASTS - 2]!);
    const { result } = await json<{ result: { casts: CastRecord[] } }>(`/farcaster/v2/casts?fid=${FANS[1]}`);
    expect(result.casts).toHaveLength(1);
    expect(result.casts[0]).toMatchObject({ text: 'A reply naming the wrong author', parentHash: parent, threadHash: parent, parentAuthor: { fid: String(ZOE), username: 'zoe-net' } });
    expect(node.reads.some((r) => r.startsWith('/v1/userDataByFid?fid=7777'))).toBe(false);
  });

  it('a known FID is never read from the node', async () => {
    const before = requestReads();
    await json('/farcaster/v2/user?fid=2');
    await json('/farcaster/v2/casts?fid=2');
    await json('/farcaster/v2/followers?fid=2');
    expect(requestReads()).toBe(before);
  });
});

describe('FID-mode sign-in checked against the node when no chain is configured', () => {
  let node: StandInNode;
  let gw: TestGateway;
  const custody = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    node = await startStandInNode();
    node.registerFid(ZOE, custody.address);
    node.setSigner(ZOE, networkSignerPublicKey(ZOE), true);
    await node.seed(profileMessages(ZOE, { username: 'zoe-net', displayName: 'Zoe Network', bio: 'Only on the network' }));
    gw = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('accepts a signer the node holds active for the custody address\'s FID, and the account arrives with its network profile', async () => {
    const token = await signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(ZOE) });
    expect(token.split('.')).toHaveLength(3);
    expect(node.reads).toContain(`/v1/signer?fid=${ZOE}&signer=${networkSignerPublicKey(ZOE)}`);
    const res = await gw.get(`/farcaster/v2/user?fid=${ZOE}`);
    const { result } = (await res.json()) as { result: { user: { username: string; displayName: string; bio: { text: string } } } };
    expect(result.user).toMatchObject({ username: 'zoe-net', displayName: 'Zoe Network', bio: { text: 'Only on the network' } });
  });

  it('refuses, in words, a key the node does not hold, a removed one, and an address without a FID', async () => {
    await expect(signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(ZOE + 1) })).rejects.toThrow(/401 .*Signer not found/);
    node.setSigner(ZOE, networkSignerPublicKey(ZOE), false);
    await expect(signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(ZOE) })).rejects.toThrow(/401 .*Signer not found/);
    const stranger = privateKeyToAccount(generatePrivateKey());
    await expect(signIn(gw, stranger, { type: 'FID', signerPublicKey: networkSignerPublicKey(ZOE) })).rejects.toThrow(/401 .*Signer not found/);
  });

  it('says so when the node cannot be asked', async () => {
    node.setSigner(ZOE, networkSignerPublicKey(ZOE), true);
    node.setUnavailable(true);
    try {
      await expect(signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(ZOE) })).rejects.toThrow(/503 .*Farcaster node could not be read \(it answered 503\)/);
    } finally {
      node.setUnavailable(false);
    }
  });
});
