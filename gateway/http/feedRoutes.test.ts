import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient, type DemoClient } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { walkPages } from '../testing/routeWalk';

type Cast = { hash: string; author: { fid: string }; childCast: Cast | null; recastedBy: { fid: string } | null; timestamp: string | number };
const listed = (c: Cast) => c.childCast ?? c;
/** How many of carol's follows the feed is read with. */
const KEPT_FOLLOWS = 4;
const identity = (c: Cast) => `${listed(c).hash}:${c.recastedBy?.fid ?? ''}`;

for (const compat of ['spec', 'farquest'] as const) {
  describe(`GET /farcaster/v2/feed, ${compat} mode`, () => {
    let gw: TestGateway;
    let carol: DemoClient;
    let dave: DemoClient;
    let followed: Set<string>;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
      carol = await demoClient(gw.url, gw.apiKey, 3);
      dave = await demoClient(gw.url, gw.apiKey, 4);
      const { items } = await walkPages<{ fid: string }>(gw, '/farcaster/v2/following?fid=3', 'users', 250);
      // Four of those carol follows are kept: a feed of several hundred items, walked many times below
      // in pages of 13 and of 100, instead of the thousands her whole following list brings.
      const kept = items.map((u) => u.fid).filter((fid) => !['4', '6', '7', '200'].includes(fid)).slice(0, KEPT_FOLLOWS);
      for (const { fid } of items) if (!kept.includes(fid)) await carol.unfollow(fid);
      followed = new Set(kept);
    });
    afterAll(() => gw.dispose());

    it('answers 401 without a token and 400 for bad paging', async () => {
      const anonymous = await gw.get('/farcaster/v2/feed');
      expect(anonymous.status).toBe(401);
      for (const bad of ['limit=0', 'limit=101', 'limit=x', 'cursor=nonsense']) {
        expect((await gw.get(`/farcaster/v2/feed?${bad}`, carol.token)).status).toBe(400);
      }
    });

    it('lists only the viewer, followed authors and their recasts, newest first, each item once however it is paged', { timeout: 60_000 }, async () => {
      const mine = new Set([...followed, carol.fid]);
      const small = await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 13, carol.token);
      const large = await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 100, carol.token);
      expect(small.items.length).toBeGreaterThan(300);
      expect(small.items.map(identity)).toEqual(large.items.map(identity));
      expect(new Set(small.items.map(identity)).size).toBe(small.items.length);
      for (const item of small.items) {
        if (item.recastedBy) expect(mine.has(item.recastedBy.fid)).toBe(true);
        else expect(mine.has(listed(item).author.fid)).toBe(true);
      }
      expect(small.items.some((c) => c.recastedBy !== null)).toBe(true);
      const times = small.items.filter((c) => !c.recastedBy).map((c) => new Date(listed(c).timestamp).getTime());
      expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
      if (compat === 'farquest') {
        for (const page of small.pages) {
          const roots = page.map((c) => c.author.fid);
          expect(new Set(roots).size).toBe(roots.length);
        }
        const reply = small.items.find((c) => c.childCast !== null)!;
        expect(reply.hash).not.toBe(reply.childCast!.hash);
      }
    });

    it('changes at once with a follow, an unfollow, a new cast of the viewer or someone followed, and a recast', { timeout: 90_000 }, async () => {
      const stranger = '200';
      expect(followed.has(stranger)).toBe(false);
      const head = async () => (await (await gw.get('/farcaster/v2/feed?limit=5', carol.token)).json()) as { result: { casts: Cast[] } };
      const theirs = (await (await gw.get(`/farcaster/v2/casts?fid=${stranger}&limit=1`)).json()) as { result: { casts: Cast[] } };
      await carol.follow(stranger);
      const after = await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 100, carol.token);
      expect(after.items.some((c) => listed(c).hash === listed(theirs.result.casts[0]!).hash)).toBe(true);
      await carol.unfollow(stranger);
      const again = await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 100, carol.token);
      expect(again.items.some((c) => listed(c).author.fid === stranger && !c.recastedBy)).toBe(false);

      const own = await carol.cast('fresh from carol herself');
      expect(listed((await head()).result.casts[0]!).hash).toBe(own);

      await carol.follow('4');
      const hash = await dave.cast('fresh from dave');
      expect(listed((await head()).result.casts[0]!).hash).toBe(hash);
      const elsewhere = (await (await gw.get('/farcaster/v2/casts?fid=200&limit=1')).json()) as { result: { casts: Cast[] } };
      const target = listed(elsewhere.result.casts[0]!);
      await dave.recast({ hash: target.hash, fid: target.author.fid });
      // The recast, dave's cast and carol's own may share a second; the three lead the feed.
      const recast = (await head()).result.casts.slice(0, 3).find((c) => c.recastedBy !== null)!;
      expect(listed(recast).hash).toBe(target.hash);
      expect(recast.recastedBy?.fid).toBe('4');
    });

    it('lists a recast reply on its own, not under its parent, and no recast of one\'s own cast', async () => {
      // Someone carol does not follow (until the blocking test below) answers her, and she recasts the answer and her own cast.
      const stranger = await demoClient(gw.url, gw.apiKey, 7);
      expect(followed.has(stranger.fid)).toBe(false);
      const own = { hash: await carol.cast('carol asks the room'), fid: carol.fid };
      const reply = await stranger.reply(own, 'a stranger answers carol');
      await carol.recast({ hash: reply, fid: stranger.fid });
      await carol.recast(own);

      const { result } = (await (await gw.get('/farcaster/v2/feed?limit=10', carol.token)).json()) as { result: { casts: Cast[] } };
      expect(result.casts.find((c) => listed(c).hash === reply)).toMatchObject({ hash: reply, childCast: null, recastedBy: { fid: carol.fid } });
      const ownEntries = result.casts.filter((c) => listed(c).hash === own.hash);
      expect(ownEntries).toHaveLength(1);
      expect(ownEntries[0]!.recastedBy).toBeNull();
    });

    it('leaves out what a blocked user cast or recast, and only the parent of a reply to them, until unblocked', { timeout: 120_000 }, async () => {
      const blocked = await demoClient(gw.url, gw.apiKey, 6);
      const friend = await demoClient(gw.url, gw.apiKey, 7);
      await carol.follow(blocked.fid);
      await carol.follow(friend.fid);
      const friendCast = { hash: await friend.cast('a friend speaks'), fid: friend.fid };
      const blockedCast = { hash: await blocked.cast('soon blocked'), fid: blocked.fid };
      await friend.recast(blockedCast);
      await blocked.recast(friendCast);
      await blocked.reply(friendCast, 'a reply from someone blocked');
      const reply = await friend.reply(blockedCast, 'a reply under a blocked cast');
      // More of their casts in a row than a small page holds: some page has nothing left to show.
      for (let i = 0; i < 15; i += 1) await blocked.cast(`one of many ${i}`);

      const theirs = (c: Cast) => listed(c).author.fid === blocked.fid || c.recastedBy?.fid === blocked.fid;
      const replyIn = (items: Cast[]) => items.find((c) => listed(c).hash === reply)!;
      const before = (await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 100, carol.token)).items;
      expect(before.filter(theirs).length).toBeGreaterThanOrEqual(19);
      expect(replyIn(before).author.fid).toBe(blocked.fid);

      await carol.block(blocked.fid);
      const expected = before.filter((c) => !theirs(c)).map(identity);
      for (const limit of [13, 100]) {
        const walk = await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', limit, carol.token);
        expect(walk.items.map(identity)).toEqual(expected);
        expect(walk.items.flatMap((c) => [c.author.fid, c.childCast?.author.fid, c.recastedBy?.fid])).not.toContain(blocked.fid);
        expect(replyIn(walk.items)).toMatchObject({ hash: reply, author: { fid: friend.fid }, childCast: null });
        if (compat === 'farquest') {
          for (const page of walk.pages) expect(new Set(page.map((c) => c.author.fid)).size).toBe(page.length);
        }
      }

      await carol.unblock(blocked.fid);
      const after = (await walkPages<Cast>(gw, '/farcaster/v2/feed', 'casts', 100, carol.token)).items;
      expect(after.map(identity)).toEqual(before.map(identity));
      expect(replyIn(after).author.fid).toBe(blocked.fid);
    });
  });
}
