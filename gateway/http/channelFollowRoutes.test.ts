import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelUrl } from '../seed/demo';
import { demoClient, type DemoClient } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

type Channel = { channelId: string; followerCount: number; viewerContext?: { following: boolean }; unseenCount?: number };
type Cast = { hash: string; childCast: Cast | null };
const PATH = '/castline/v1/channel-follows';

for (const compat of ['spec', 'farquest'] as const) {
  describe(`${PATH}, ${compat} mode`, () => {
    let gw: TestGateway;
    let carol: DemoClient;
    let dave: DemoClient;
    let erin: DemoClient;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
      [carol, dave, erin] = await Promise.all([3, 4, 5].map((fid) => demoClient(gw.url, gw.apiKey, fid)));
    });
    afterAll(() => gw.dispose());

    const send = (method: 'POST' | 'DELETE', path: string, token?: string, body?: unknown) =>
      fetch(`${gw.url}${path}`, {
        method,
        headers: { 'API-KEY': gw.apiKey, 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    const follow = (id: string, who: DemoClient) => send('POST', PATH, who.token, { channelId: id });
    const leave = (id: string, who: DemoClient) => send('DELETE', `${PATH}/${id}`, who.token);
    const followed = async (who: DemoClient, query = '') => {
      const response = await gw.get(`${PATH}${query}`, who.token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: { channels: Channel[]; next?: string | null }; next?: string | null };
      // `next` beside `result` in spec mode, inside it in far.quest mode, as in the other lists.
      return { channels: body.result.channels, next: body.next ?? body.result.next ?? null };
    };
    const record = async (id: string, who?: DemoClient) =>
      ((await (await gw.get(`/farcaster/v2/synced-channel/${id}`, who?.token)).json()) as { syncedChannel: Channel }).syncedChannel;

    it('follows channels for the account alone, latest first, once however often, and leaves them', async () => {
      const before = await record('art');
      for (const id of ['art', 'dev', 'music', 'dev']) {
        expect((await follow(id, carol)).status).toBe(200);
      }
      expect((await followed(carol)).channels.map((c) => c.channelId)).toEqual(['music', 'dev', 'art']);
      expect((await followed(dave)).channels).toEqual([]);

      const first = await followed(carol, '?limit=2');
      const rest = await followed(carol, `?limit=2&cursor=${encodeURIComponent(first.next!)}`);
      expect([...first.channels, ...rest.channels].map((c) => c.channelId)).toEqual(['music', 'dev', 'art']);
      expect(rest.next).toBeNull();

      // The record counts the follow, and tells the follower only that they follow it.
      expect((await record('art')).followerCount).toBe(before.followerCount + 1);
      expect((await record('art', carol)).viewerContext).toEqual({ following: true });
      expect((await record('art', dave)).viewerContext).toEqual({ following: false });
      expect((await record('art')).viewerContext).toBeUndefined();

      for (const id of ['music', 'music']) expect((await leave(id, carol)).status).toBe(200);
      expect((await followed(carol)).channels.map((c) => c.channelId)).toEqual(['dev', 'art']);
      expect((await record('music', carol)).viewerContext).toEqual({ following: false });
    });

    it("puts a followed channel's casts in the Following feed at once, and takes them out when it is left", async () => {
      const text = `in the gardening channel, ${compat}`;
      const cast = await erin.cast(text, channelUrl('gardening'));
      // Dave does not follow erin: her cast reaches his feed through the channel only.
      await dave.unfollow(erin.fid);
      // The newest cast anywhere: at the top of the feed once it belongs there.
      const feedHashes = async () => {
        const { result } = (await (await gw.get('/farcaster/v2/feed?limit=5', dave.token)).json()) as { result: { casts: Cast[] } };
        return result.casts.map((item) => (item.childCast ?? item).hash);
      };
      expect(await feedHashes()).not.toContain(cast);
      expect((await follow('gardening', dave)).status).toBe(200);
      expect(await feedHashes()).toContain(cast);
      expect((await leave('gardening', dave)).status).toBe(200);
      expect(await feedHashes()).not.toContain(cast);
    });

    it("counts others' casts since the last look, and starts again when the channel is seen", async () => {
      expect((await follow('books', dave)).status).toBe(200);
      const unseen = async () => (await followed(dave)).channels.find((c) => c.channelId === 'books')!.unseenCount;
      expect(await unseen()).toBe(0);
      await erin.cast('a new book', channelUrl('books'));
      await carol.cast('another new book', channelUrl('books'));
      await dave.cast('my own book', channelUrl('books'));
      expect(await unseen()).toBe(2);
      const seen = await send('POST', `${PATH}/books/seen`, dave.token);
      expect(seen.status).toBe(200);
      expect(await unseen()).toBe(0);
      expect((await send('POST', `${PATH}/photography/seen`, dave.token)).status).toBe(404);
    });

    it('refuses without a token, a bad body, an unknown channel, and a bad limit, in words', async () => {
      expect((await gw.get(PATH)).status).toBe(401);
      expect((await send('POST', PATH, undefined, { channelId: 'art' })).status).toBe(401);
      expect((await send('DELETE', `${PATH}/art`)).status).toBe(401);
      expect((await send('POST', `${PATH}/art/seen`)).status).toBe(401);
      for (const body of ['', 'not json', '[]', { channelId: 7 }, { channelId: '' }, { channelId: 'x'.repeat(65) }]) {
        const response = await send('POST', PATH, carol.token, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error?: string; errors?: unknown }).error ?? '').not.toBe('');
      }
      const unknown = await follow('nowhere', carol);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('No channel /nowhere');
      expect((await follow(channelUrl('art'), carol)).status).toBe(404);
      expect((await leave('nowhere', carol)).status).toBe(404);
      expect((await gw.get(`${PATH}?limit=0`, carol.token)).status).toBe(400);
      expect((await gw.get(`${PATH}?limit=101`, carol.token)).status).toBe(400);
    });
  });
}
