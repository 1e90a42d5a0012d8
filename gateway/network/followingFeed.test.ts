import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castMessage, castRemoveMessage, followMessage, networkSignerKey, networkSignerPublicKey, profileMessages } from '../testing/networkMessages';
import { farcasterNow, signedMessageJson } from '../testing/signedMessage';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { newTestDatabase } from '../testing/testDatabase';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

// A person (FID 5200) signs in with their FID; whom they follow and what those accounts cast is only on the
// (stand-in) node. Their Following feed is filled from its reads and kept current from its events.
const PERSON = 5200;
const [ANN, BEN, CAT] = [5201, 5202, 5203];

interface FeedCast { hash: string; text: string; author: { fid: string } }
interface FeedPage { result: { casts: FeedCast[] }; next: string | null }

describe('the Following feed of a person signed in with their FID, from the network', () => {
  let node: StandInNode;
  let gw: TestGateway;
  let token: string;
  const dir = mkdtempSync(join(tmpdir(), 'castline-feed-'));
  let db: string;
  const custody = privateKeyToAccount(generatePrivateKey());
  const bensFirst = castMessage(BEN, 'Ben, first', 3000);

  const feed = async (query = 'limit=50'): Promise<FeedPage> => {
    const res = await gw.get(`/farcaster/v2/feed?${query}`, token);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as FeedPage;
  };
  const texts = async () => (await feed()).result.casts.map((c) => c.text);
  /** Polls the feed until `check` holds (events are read every 50 ms here). */
  const eventually = async (check: (shown: string[]) => boolean) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const shown = await texts();
      if (check(shown)) return shown;
      if (Date.now() > until) throw new Error(`feed never matched: ${JSON.stringify(shown)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const start = (extra: object = {}) => startTestGateway({ db, hub: { hubUrl: node.url }, nodeEventPollMs: 50, ...extra });

  beforeAll(async () => {
    db = await newTestDatabase(dir);
    node = await startStandInNode();
    node.registerFid(PERSON, custody.address);
    node.setSigner(PERSON, networkSignerPublicKey(PERSON), true);
    await node.seed([
      ...profileMessages(PERSON, { username: 'feed-person' }),
      ...[ANN, BEN, CAT].flatMap((fid, i) => profileMessages(fid, { username: ['ann', 'ben', 'cat'][i]! + '-net' })),
      castMessage(ANN, 'Ann, first', 4000),
      bensFirst,
      castMessage(ANN, 'Ann, second', 2000),
      castMessage(CAT, 'Cat, before being followed', 1500),
      followMessage(PERSON, ANN, 5000),
      followMessage(PERSON, BEN, 5000 - 1),
    ]);
    gw = await start();
    token = await signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(PERSON) });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is filled at sign-in with the casts of whom the person follows on the network, newest first', async () => {
    expect(await eventually((shown) => shown.length === 3)).toEqual(['Ann, second', 'Ben, first', 'Ann, first']);
  });

  it('pages exactly through the network\'s casts and the person\'s own, posted through the gateway', async () => {
    const own = signedMessageJson({ fid: PERSON, type: 1, timestamp: farcasterNow() - 2500, castAddBody: { text: 'My own, through Castline', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } }, networkSignerKey(PERSON));
    const posted = await gw.post('/farcaster/v2/message', { message: own }, token);
    expect(posted.status, await posted.clone().text()).toBe(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FeedPage = await feed(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.result.casts.map((c) => c.text));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(['Ann, second', 'My own, through Castline', 'Ben, first', 'Ann, first']);
  });

  it('is kept current by the node\'s events: new casts, a new follow, a removed cast', async () => {
    // Once the follower reads events, its first round (the node's newest block and a backfill) is over,
    // so what is seeded from here reaches the feed through the events alone: each through a read of
    // them made after it was seeded, and it is seeded once the one before is shown.
    const eventReads = () => node.reads.filter((r) => r.startsWith('/v1/events?')).length;
    await expect.poll(eventReads, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    const before = eventReads();
    await node.seed([castMessage(ANN, 'Ann, just now', 0)]);
    await eventually((shown) => shown[0] === 'Ann, just now');
    await node.seed([followMessage(PERSON, CAT, 0)]);
    await eventually((shown) => shown.includes('Cat, before being followed'));
    await node.seed([castRemoveMessage(BEN, bensFirst, 0)]);
    const shown = await eventually((s) => !s.includes('Ben, first'));
    expect(shown).toEqual(['Ann, just now', 'Cat, before being followed', 'Ann, second', 'My own, through Castline', 'Ann, first']);
    expect(eventReads() - before).toBeGreaterThanOrEqual(3);
  });

  it('after a gap longer than the node keeps its events, is read again from the node', async () => {
    await gw.close();
    await node.seed([castMessage(BEN, 'Ben, while the gateway was away', 0)]);
    node.pruneEvents();
    gw = await start({ nodeEventsKeptMs: 1 }); // any pause is taken for a gap here
    // The events that carried it are gone: only reading the feed again from the node finds it.
    await eventually((shown) => shown.includes('Ben, while the gateway was away'));
  });

  it('shows a followed account\'s first cast even to a person whose feed was empty when they last read it', async () => {
    const [newcomer, dan] = [5210, 5211];
    const wallet = privateKeyToAccount(generatePrivateKey());
    node.registerFid(newcomer, wallet.address);
    node.setSigner(newcomer, networkSignerPublicKey(newcomer), true);
    await node.seed([...profileMessages(newcomer, { username: 'newcomer-net' }), ...profileMessages(dan, { username: 'dan-net' }), followMessage(newcomer, dan, 0)]);
    const theirs = await signIn(gw, wallet, { type: 'FID', signerPublicKey: networkSignerPublicKey(newcomer) });
    const read = async () => ((await (await gw.get('/farcaster/v2/feed?limit=10', theirs)).json()) as FeedPage).result.casts.map((c) => c.text);
    // Read while empty, twice: an empty page is as keepable as any other.
    expect(await read()).toEqual([]);
    expect(await read()).toEqual([]);
    await node.seed([castMessage(dan, 'Dan, first', 0)]);
    const until = Date.now() + 10_000;
    while (!(await read()).includes('Dan, first')) {
      if (Date.now() > until) throw new Error('the followed account\'s cast never showed');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('reads events by shard with a cursor kept in the database', async () => {
    const eventReads = node.reads.filter((r) => r.startsWith('/v1/events?'));
    expect(eventReads.some((r) => r.includes('shard_index=1'))).toBe(true);
    expect(eventReads.some((r) => r.includes('shard_index=2'))).toBe(true);
  });
});
