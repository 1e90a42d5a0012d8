import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { walkPages } from '../testing/routeWalk';

type Channel = { channelId: string; url: string; name: string; description: string; imageUrl: string; leadFid: string; followerCount: number; castCount: number };

for (const compat of ['spec', 'farquest'] as const) {
  describe(`${compat} mode: channel records`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
    });
    afterAll(() => gw.dispose());

    it('lists the directory most active first, every channel once however it is paged', async () => {
      const all = await walkPages<Channel>(gw, '/castline/v1/channels', 'channels', 100);
      expect(all.items.map((c) => c.channelId).sort()).toEqual(['art', 'books', 'dev', 'farcaster', 'gardening', 'music', 'photography']);
      const counts = all.items.map((c) => c.castCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(0);
      // A channel nobody has cast in yet is still listed, last.
      expect(all.items.at(-1)).toMatchObject({ channelId: 'gardening', castCount: 0 });
      const paged = await walkPages<Channel>(gw, '/castline/v1/channels', 'channels', 4);
      expect(paged.items.map((c) => c.channelId)).toEqual(all.items.map((c) => c.channelId));
      // The casts a channel's count names are the casts its feed lists.
      const dev = all.items.find((c) => c.channelId === 'dev')!;
      const feed = await walkPages<unknown>(gw, `/farcaster/v2/casts?parentChain=${encodeURIComponent(dev.url)}`, 'casts', 100);
      expect(feed.items.length).toBeGreaterThan(0);
      expect(dev.castCount).toBeGreaterThanOrEqual(feed.items.length);
    });

    it('serves each channel picture from the gateway itself', async () => {
      const { syncedChannel } = (await (await gw.get('/farcaster/v2/synced-channel/art')).json()) as { syncedChannel: Channel };
      expect(syncedChannel.imageUrl.startsWith(gw.url)).toBe(true);
      const picture = await fetch(syncedChannel.imageUrl);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('finds channels by a prefix and by id or parent URL, in far.quest shapes', async () => {
      const found = (await (await gw.get('/farcaster/v2/search-channel?query=ph')).json()) as { channels: Channel[] };
      expect(found.channels.map((c) => c.channelId)).toEqual(['photography']);
      expect(found.channels[0]).toMatchObject({ name: 'Photography', leadFid: '5', followerCount: 540, url: 'https://warpcast.com/~/channel/photography' });
      const byUrl = (await (await gw.get(`/farcaster/v2/synced-channel/${encodeURIComponent('https://warpcast.com/~/channel/dev')}`)).json()) as { syncedChannel: Channel };
      expect(byUrl.syncedChannel.channelId).toBe('dev');
      expect(((await (await gw.get('/farcaster/v2/search-channel?query=zzz')).json()) as { channels: unknown[] }).channels).toEqual([]);
    });

    it('answers unknown channels with 404 and bad input with 400', async () => {
      const missing = await gw.get('/farcaster/v2/synced-channel/nope');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: string }).error).toBe('Synced channel not found');
      for (const bad of ['/farcaster/v2/search-channel', '/farcaster/v2/search-channel?query=', '/castline/v1/channels?limit=0', '/castline/v1/channels?cursor=bad']) {
        expect((await gw.get(bad)).status, bad).toBe(400);
      }
    });
  });
}
