import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { profileMessages } from '../testing/networkMessages';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { NODE_READ_FRESH_MS, nodeBudget, nodeClient } from './nodeClient';

describe('node reads kept in the database', () => {
  let node: StandInNode;
  beforeAll(async () => {
    node = await startStandInNode();
    await node.seed(profileMessages(4000, { username: 'kept' }));
  });
  afterAll(() => node.close());

  const PATH = '/v1/userDataByFid?fid=4000';
  const asked = () => node.reads.filter((r) => r === PATH).length;

  it('asks the node once per freshness window, however many reads come at once', async () => {
    let clock = 1_000_000;
    const client = nodeClient((await testStore()).store.nodeReads, { hubUrl: node.url, now: () => clock });
    const before = asked();
    const answers = await Promise.all([client.read(PATH, nodeBudget(1)), client.read(PATH, nodeBudget(1)), client.read(PATH, nodeBudget(1))]);
    expect(answers.map((a) => a?.status)).toEqual([200, 200, 200]);
    expect(asked() - before).toBe(1);
    clock += NODE_READ_FRESH_MS - 1;
    await client.read(PATH, nodeBudget(1));
    expect(asked() - before).toBe(1);
    clock += 1;
    await client.read(PATH, nodeBudget(1));
    expect(asked() - before).toBe(2);
  });

  it('serves an older answer while the node is down, and says in words when it has none', async () => {
    let clock = 1_000_000;
    const client = nodeClient((await testStore()).store.nodeReads, { hubUrl: node.url, now: () => clock, apiKey: 'k' });
    const first = await client.read(PATH, nodeBudget(1));
    await node.down();
    try {
      clock += NODE_READ_FRESH_MS * 10;
      expect(await client.read(PATH, nodeBudget(1))).toEqual(first);
      await expect(client.read('/v1/userDataByFid?fid=4001', nodeBudget(1))).rejects.toThrow(/The Farcaster node could not be read \(it cannot be reached: ECONNREFUSED\), and this gateway holds no copy of what was asked\.$/);
      await expect(client.readNow(PATH)).rejects.toThrow(/could not be read/);
    } finally {
      await node.up();
    }
  });

  it('makes no read past the budget of a request, from the node or the database', async () => {
    const client = nodeClient((await testStore()).store.nodeReads, { hubUrl: node.url });
    const budget = nodeBudget(2);
    const before = node.reads.length;
    expect((await client.read(PATH, budget))?.status).toBe(200);
    expect((await client.read('/v1/userDataByFid?fid=4001', budget))?.status).toBe(200);
    expect(await client.read('/v1/userDataByFid?fid=4002', budget)).toBeNull();
    expect(await client.read(PATH, budget)).toBeNull(); // kept and fresh, but a read all the same
    expect(node.reads.length - before).toBe(2);
    expect((await client.read(PATH, nodeBudget(1)))?.status).toBe(200);
  });

  it('sends the API key, and takes a refused key for a node that cannot be read', async () => {
    const guarded = await startStandInNode({ apiKey: 'right' });
    try {
      await guarded.seed(profileMessages(4000, { username: 'kept' }));
      const right = nodeClient((await testStore()).store.nodeReads, { hubUrl: guarded.url, apiKey: 'right' });
      expect((await right.read(PATH, nodeBudget(1)))?.status).toBe(200);
      const wrong = nodeClient((await testStore()).store.nodeReads, { hubUrl: guarded.url, apiKey: 'wrong' });
      await expect(wrong.read(PATH, nodeBudget(1))).rejects.toThrow(/it answered 401/);
    } finally {
      await guarded.close();
    }
  });
});
