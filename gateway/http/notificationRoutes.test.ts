import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient, type DemoClient } from '../testing/demoClient';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { walkPages } from '../testing/routeWalk';

type Notification = {
  id: string;
  type: string;
  reactionType?: string;
  timestamp: string | number;
  actor: { fid: string };
  content: { cast?: { hash: string }; reply?: { hash: string } };
};

for (const compat of ['spec', 'farquest'] as const) {
  describe(`notifications, ${compat} mode`, () => {
    let gw: TestGateway;
    let bob: DemoClient;
    let erin: DemoClient;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
      bob = await demoClient(gw.url, gw.apiKey, 2);
      erin = await demoClient(gw.url, gw.apiKey, 5);
    });
    afterAll(() => gw.dispose());

    const unseen = async (token: string) =>
      ((await (await gw.get('/farcaster/v2/unseen-notifications-count', token)).json()) as { result: { unseenCount: number } }).result.unseenCount;
    const newest = async (token: string, limit = 10) =>
      ((await (await gw.get(`/farcaster/v2/notifications?limit=${limit}`, token)).json()) as { result: { notifications: Notification[] } }).result
        .notifications;

    it('needs a token, and refuses bad paging', async () => {
      for (const path of ['/farcaster/v2/notifications', '/farcaster/v2/unseen-notifications-count']) {
        const res = await gw.get(path);
        expect(res.status).toBe(401);
        if (compat === 'farquest') expect(await res.json()).toEqual({ error: 'Unauthorized' });
      }
      expect((await gw.post('/farcaster/v2/notifications/seen', {})).status).toBe(401);
      for (const bad of ['limit=0', 'limit=101', 'cursor=%%%']) expect((await gw.get(`/farcaster/v2/notifications?${bad}`, bob.token)).status).toBe(400);
    });

    it('tells of a like, a recast, a follow, a reply, a mention and a quote as they happen, and forgets undone ones', async () => {
      await gw.post('/farcaster/v2/notifications/seen', {}, bob.token);
      expect(await unseen(bob.token)).toBe(0);
      const target = { hash: await bob.cast('notice me'), fid: '2' };
      await erin.unfollow('2').catch(() => undefined);
      await erin.like(target);
      await erin.recast(target);
      await erin.follow('2');
      const reply = await erin.reply(target, 'a reply');
      await erin.mention('2', 'hello ');
      const quote = await erin.quote(target, 'look at this');
      expect(await unseen(bob.token)).toBe(6);

      const list = await newest(bob.token, 6);
      expect(list.every((n) => n.actor.fid === '5')).toBe(true);
      const kinds = list.map((n) => `${n.type}${n.reactionType ? `:${n.reactionType}` : ''}`).sort();
      expect(kinds).toEqual(['link', 'mention', 'quote', 'reaction:like', 'reaction:recast', 'reply']);
      const of = (type: string) => list.find((n) => n.type === type)!;
      expect(of('reply').content.cast?.hash).toBe(target.hash);
      expect(of('reply').content.reply?.hash).toBe(reply);
      expect(of('quote').content.cast?.hash).toBe(quote);
      expect(of('link').content.cast).toBeUndefined();
      expect(typeof of('reply').timestamp).toBe(compat === 'farquest' ? 'number' : 'string');

      await erin.unlike(target);
      await erin.remove(reply);
      const left = (await newest(bob.token, 6)).filter((n) => n.actor.fid === '5').map((n) => n.reactionType ?? n.type);
      expect(left).not.toContain('like');
      expect(left).not.toContain('reply');
      expect(await unseen(bob.token)).toBe(4);

      const seen = await gw.post('/farcaster/v2/notifications/seen', {}, bob.token);
      expect(await seen.json()).toMatchObject({ result: { success: true } });
      expect(await unseen(bob.token)).toBe(0);
      await erin.mention('2', 'once more ');
      expect(await unseen(bob.token)).toBe(1);
    });

    it('notifies L2 people of L1 messages and L1 people of L2 messages', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const l2Token = await signIn(gw, wallet, { type: 'SIGNATURE' });
      const l2Fid = wallet.address.toLowerCase();
      expect(await unseen(l2Token)).toBe(0);
      await bob.follow(l2Fid);
      await bob.mention(l2Fid, 'welcome ');
      const kinds = (await newest(l2Token)).map((n) => n.type).sort();
      expect(kinds).toEqual(['link', 'mention']);
      expect(await unseen(l2Token)).toBe(2);
    });

    it('walks every notification once, newest first, however it is paged', { timeout: 60_000 }, async () => {
      const small = await walkPages<Notification>(gw, '/farcaster/v2/notifications', 'notifications', 9, bob.token);
      const large = await walkPages<Notification>(gw, '/farcaster/v2/notifications', 'notifications', 100, bob.token);
      expect(small.items.length).toBeGreaterThan(200);
      expect(small.items.map((n) => n.id)).toEqual(large.items.map((n) => n.id));
      expect(new Set(small.items.map((n) => n.id)).size).toBe(small.items.length);
      const times = small.items.map((n) => new Date(n.timestamp).getTime());
      expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    });

    it('leaves out what a blocked user did, listed and counted, until unblocked; paging stays exact', { timeout: 60_000 }, async () => {
      const dave = await demoClient(gw.url, gw.apiKey, 4);
      const blocked = await demoClient(gw.url, gw.apiKey, 6);
      await gw.post('/farcaster/v2/notifications/seen', {}, bob.token);
      const target = { hash: await bob.cast('seen by some'), fid: '2' };
      await dave.like(target);
      await blocked.like(target);
      await blocked.recast(target);
      await blocked.unfollow('2').catch(() => undefined);
      await blocked.follow('2');
      await blocked.reply(target, 'a reply');
      await blocked.mention('2', 'psst ');
      await blocked.quote(target, 'look');
      expect(await unseen(bob.token)).toBe(7);
      const before = (await walkPages<Notification>(gw, '/farcaster/v2/notifications', 'notifications', 100, bob.token)).items;
      expect(before.filter((n) => n.actor.fid === blocked.fid).length).toBeGreaterThanOrEqual(6);

      await bob.block(blocked.fid);
      expect(await unseen(bob.token)).toBe(1);
      const aboutTarget = (await newest(bob.token)).filter((n) => n.content.cast?.hash === target.hash);
      expect(aboutTarget.map((n) => `${n.actor.fid}:${n.reactionType ?? n.type}`)).toEqual(['4:like']);
      expect(await newest(bob.token, 7)).toHaveLength(7);
      const expected = before.filter((n) => n.actor.fid !== blocked.fid).map((n) => n.id);
      for (const limit of [9, 100]) {
        const walk = await walkPages<Notification>(gw, '/farcaster/v2/notifications', 'notifications', limit, bob.token);
        expect(walk.items.map((n) => n.id)).toEqual(expected);
      }

      await bob.unblock(blocked.fid);
      expect(await unseen(bob.token)).toBe(7);
      const after = (await walkPages<Notification>(gw, '/farcaster/v2/notifications', 'notifications', 100, bob.token)).items;
      expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    });
  });
}
