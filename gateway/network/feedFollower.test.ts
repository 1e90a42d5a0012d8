import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startHostileNode, type HostileNode } from '../testing/hostileNode';
import { testStore } from '../testing/testStore';
import { feedFollower, type FeedFollowerOptions } from './feedFollower';
import { nodeClient } from './nodeClient';

/** A node whose events never end: every page holds three new ones from the id asked for. */
const endless = (_shard: number, from: number) => ({ events: [0, 1, 2].map((i) => ({ type: 'HUB_EVENT_TYPE_BLOCK_CONFIRMED', id: from + i })) });
/** The most pages the node answers a shard before its events end, so that a follower without bounds finishes too. */
const PAGES_BEFORE_THE_END = 30;

describe('the events follower, against a node that misbehaves', () => {
  let clock = 0;
  /** Each request as `<shard>:<from_event_id>@<time on the follower's clock>`. */
  let asked: string[] = [];
  let answer: (shard: number, from: number, page: number) => unknown = endless;
  let info: unknown = { shardInfos: [] };
  /** A shard the node answers 503 for, as a proxy in front of a failing node does. */
  let failing: number | null = null;
  let node: HostileNode;
  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      if (url.pathname === '/v1/info') return sendJson(res, 200, info);
      const shard = Number(url.searchParams.get('shard_index'));
      const from = Number(url.searchParams.get('from_event_id'));
      const page = asked.filter((a) => a.startsWith(`${shard}:`)).length;
      asked.push(`${shard}:${from}@${clock}`);
      if (shard === failing) return sendJson(res, 503, { error: 'unavailable' });
      sendJson(res, 200, page < PAGES_BEFORE_THE_END ? answer(shard, from, page) : { events: [] });
    });
  });
  afterAll(() => node.close());

  /** A follower on a new store with both shards' cursors at `cursor`, on a clock that moves only when it waits. */
  async function follower(options: FeedFollowerOptions, cursor: number | null = 0) {
    clock = 0;
    asked = [];
    const { store } = await testStore();
    if (cursor !== null) for (const shard of [1, 2]) await store.networkFeed.setCursor(shard, cursor, clock);
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const client = nodeClient(store.nodeReads, { hubUrl: node.url });
    return { store, follower: feedFollower(client, store.networkFeed, { now: () => clock, sleep, ...options }) };
  }

  it('reads the shards in turn, and ends a round of an endless stream after its pages', async () => {
    answer = endless;
    const { follower: f } = await follower({ pagesPerRound: 3 });
    await f.round();
    expect(asked.map((a) => a.split('@')[0])).toEqual(['1:1', '2:1', '1:4', '2:4', '1:7', '2:7']);
  });

  it('reads the other shards while one cannot be read, and says which one failed', async () => {
    answer = endless;
    failing = 1;
    const logged: string[] = [];
    try {
      const { follower: f } = await follower({ pagesPerRound: 2, log: (line) => logged.push(line) });
      await f.round();
    } finally {
      failing = null;
    }
    expect(asked.map((a) => a.split('@')[0])).toEqual(['1:1', '2:1', '2:4']);
    expect(logged).toEqual([expect.stringMatching(/^Reading the node's events of shard 1 failed: .*it answered 503/)]);
  });

  it('asks at most `requestsPerSecond` times a second, however fast the node answers', async () => {
    answer = endless;
    const { follower: f } = await follower({ pagesPerRound: 5, requestsPerSecond: 10 });
    await f.round();
    expect(asked.map((a) => Number(a.split('@')[1]))).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('leaves out events whose ids cannot be, or come before what was asked, and moves the cursor by the others alone', async () => {
    answer = (_shard, from, page) => ({
      events: page > 0 ? [] : [1e300, 2 ** 53, 7.5, -3, '9', null, from - 1, from + 4, from + 1].map((id) => ({ type: 'HUB_EVENT_TYPE_BLOCK_CONFIRMED', id })),
    });
    const { store, follower: f } = await follower({}, 100);
    await f.round();
    expect(await store.networkFeed.cursor(1)).toMatchObject({ event_id: 105 });
    expect(await store.networkFeed.cursor(2)).toMatchObject({ event_id: 105 });
    answer = () => ({ events: [{ type: 'HUB_EVENT_TYPE_BLOCK_CONFIRMED', id: Number.MAX_VALUE }, { id: Number.POSITIVE_INFINITY }] });
    asked = [];
    await f.round();
    expect(await store.networkFeed.cursor(1)).toMatchObject({ event_id: 105 });
    expect(asked.map((a) => a.split('@')[0])).toEqual(['1:106', '2:106']);
  });

  it('starts a new cursor at a block height the node gives only when it can be one', async () => {
    info = { shardInfos: [{ shardId: 1, maxHeight: 12 }, { shardId: 2, maxHeight: 1e300 }] };
    const { store, follower: f } = await follower({}, null);
    await f.round();
    expect(await store.networkFeed.cursor(1)).toMatchObject({ event_id: 12 * 2 ** 14 });
    expect(await store.networkFeed.cursor(2)).toMatchObject({ event_id: 0 });
  });
});
