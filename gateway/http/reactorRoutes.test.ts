import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { walkPages } from '../testing/routeWalk';

type Cast = { hash: string; author: { fid: string }; childCast: Cast | null; reactions: { count: number }; recasts: { count: number } };

for (const compat of ['spec', 'farquest'] as const) {
  describe(`cast-likes and cast-recasters, ${compat} mode`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
    });
    afterAll(() => gw.dispose());

    it('lists every liker and recaster once, however it is paged, newest first', async () => {
      const page = (await (await gw.get('/farcaster/v2/casts?limit=100')).json()) as { result: { casts: Cast[] } };
      const popular = page.result.casts.map((c) => c.childCast ?? c).sort((a, b) => b.reactions.count - a.reactions.count)[0]!;
      expect(popular.reactions.count).toBeGreaterThan(3);
      const likes = await walkPages<{ fid: string }>(gw, `/farcaster/v2/cast-likes?castHash=${popular.hash}`, 'likes', 2);
      expect(likes.items).toHaveLength(popular.reactions.count);
      expect(new Set(likes.items.map((u) => u.fid)).size).toBe(likes.items.length);
      const recasters = await walkPages<{ fid: string }>(gw, `/farcaster/v2/cast-recasters?castHash=${popular.hash}`, 'users', 1);
      expect(recasters.items).toHaveLength(popular.recasts.count);

      const judy = await demoClient(gw.url, gw.apiKey, 10);
      await judy.like({ hash: popular.hash, fid: popular.author.fid });
      const first = (await (await gw.get(`/farcaster/v2/cast-likes?castHash=${popular.hash}&limit=1`)).json()) as {
        result: { likes: { fid: string }[]; next?: string };
        next?: string;
      };
      expect(first.result.likes[0]!.fid).toBe('10');
      expect(compat === 'farquest' ? first.result.next : first.next).toBeTruthy();
    });

    it('answers an unknown cast with no one, and bad input with 400', async () => {
      const none = (await (await gw.get(`/farcaster/v2/cast-likes?castHash=0x${'0'.repeat(40)}`)).json()) as { result: { likes: unknown[] } };
      expect(none.result.likes).toEqual([]);
      for (const bad of ['', 'castHash=nothex', `castHash=0x${'0'.repeat(40)}&limit=251`, `castHash=0x${'0'.repeat(40)}&cursor=bad`]) {
        expect((await gw.get(`/farcaster/v2/cast-recasters?${bad}`)).status).toBe(400);
      }
    });
  });
}
