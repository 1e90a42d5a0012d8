import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { demoClient, l2Client, type DemoClient } from '../../gateway/testing/demoClient';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { describeError } from '../errors/describeError';
import { browserChannelFollows } from './channelFollows';
import { createGateway, type GatewayClient } from './createGateway';
import { fidOf } from './ids';

const gardening = 'https://warpcast.com/~/channel/gardening';

/** Channel follows against the real local gateway, in both response families, and against one without Castline's routes. */
for (const compat of ['spec', 'farquest'] as const) {
  describe(`channel follows, ${compat} family`, () => {
    let gw: TestGateway;
    let carol: DemoClient;
    let stranger: DemoClient;
    let client: GatewayClient;
    const storage = memoryStorage();
    const me = fidOf('3');
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
      carol = await demoClient(gw.url, gw.apiKey, 3);
      // Someone nobody follows: only the channel brings their cast into Following.
      stranger = await l2Client(gw.url, gw.apiKey, privateKeyToAccount(generatePrivateKey()));
      client = createGateway({ baseUrl: gw.url, apiKey: gw.apiKey }, { getToken: () => carol.token, browserStorage: storage });
    });
    afterAll(() => gw.dispose());

    it('are kept by the gateway: a follow counts, lists the channel with its new casts until it is seen, brings them into Following, and ends', async () => {
      const before = await client.channel('gardening');
      expect(before?.viewerFollowing).toBe(false);
      await client.followChannel(me, 'gardening');
      expect(await client.channel('gardening')).toMatchObject({ viewerFollowing: true, followerCount: before!.followerCount + 1 });
      expect((await client.channelDirectory())?.items.find((c) => c.key === 'gardening')?.viewerFollowing).toBe(true);

      const hash = await stranger.cast('Tomatoes are in', gardening);
      const page = await client.followedChannels(me, { limit: 5 });
      expect(page).toMatchObject({ keptInBrowser: false, next: null });
      expect(page.items).toEqual([expect.objectContaining({ key: 'gardening', viewerFollowing: true, unseenCount: 1 })]);
      const { followedAt, seenAt } = page.items[0]!;
      expect(seenAt).toBe(followedAt);
      expect((await client.followingFeed({ limit: 5 })).items.map((c) => c.hash)).toContain(hash);

      await client.markChannelSeen('gardening');
      expect((await client.followedChannels(me)).items[0]).toMatchObject({ unseenCount: 0, followedAt, seenAt: expect.toSatisfy((at: number) => at > followedAt!) });

      await client.unfollowChannel(me, 'gardening');
      expect((await client.followedChannels(me)).items).toEqual([]);
      expect(await client.channel('gardening')).toMatchObject({ viewerFollowing: false, followerCount: before!.followerCount });
      expect((await client.followingFeed({ limit: 5 })).items.map((c) => c.hash)).not.toContain(hash);
      expect(storage.length).toBe(0);
    });

    it('refuses a channel the gateway does not know, in words', async () => {
      const refusal = await client.followChannel(me, 'no-such-channel').catch((error: unknown) => error);
      expect(describeError(refusal)).toBe("The gateway doesn't have what was asked for: No channel /no-such-channel on this gateway.");
    });

    it('say nothing of the viewer to a request without a token', async () => {
      const anonymous = createGateway({ baseUrl: gw.url, apiKey: gw.apiKey });
      expect(await anonymous.channel('gardening')).not.toHaveProperty('viewerFollowing');
    });
  });
}

describe('channel follows where the gateway has no Castline routes', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.dispose());

  it('are kept in this browser, ids only, read channel by channel, latest first, and no unseen count', async () => {
    const requests: string[] = [];
    // The public service as the client sees it: every Castline route missing.
    const publicService: typeof fetch = async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      if (String(input).includes('/castline/')) return new Response('{"error":"Not found"}', { status: 404 });
      return fetch(input, init);
    };
    const storage = memoryStorage();
    const me = fidOf('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
    const client = createGateway({ baseUrl: gw.url, apiKey: gw.apiKey }, { fetch: publicService, browserStorage: storage });
    await client.followChannel(me, 'art');
    await client.followChannel(me, 'gardening');
    await client.followChannel(me, 'gone');
    await client.unfollowChannel(me, 'gone');
    expect(client.followsChannelHere(me, 'art')).toBe(true);
    expect(client.followsChannelHere(me, 'gone')).toBe(false);
    expect(client.followsChannelHere(fidOf('7'), 'art')).toBe(false);

    const page = await client.followedChannels(me, { limit: 25 });
    expect(page).toMatchObject({ keptInBrowser: true, next: null });
    expect(page.items.map((c) => [c.key, c.viewerFollowing, c.unseenCount])).toEqual([
      ['gardening', true, null],
      ['art', true, null],
    ]);
    await client.markChannelSeen('art');
    expect(storage.getItem(browserChannelFollows.storageKey(me))).toBe(JSON.stringify(['gardening', 'art']));
    // The gateway was asked once whether it has Castline's routes, and never for channel follows.
    expect(requests.filter((r) => r.endsWith('/castline/v1/limits'))).toHaveLength(1);
    expect(requests.some((r) => r.includes('/castline/v1/channel-follows'))).toBe(false);
  });
});
