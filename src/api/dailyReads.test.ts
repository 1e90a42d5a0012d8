import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fidOf } from './ids';
import { demoClient, type DemoClient } from '../../gateway/testing/demoClient';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { createGateway, type GatewayClient } from './createGateway';

/** The daily-loop reads against the real local gateway, in both response families. */
for (const compat of ['spec', 'farquest'] as const) {
  describe(`daily reads, ${compat} family`, () => {
    let gw: TestGateway;
    let erin: DemoClient;
    let client: GatewayClient;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
      const carol = await demoClient(gw.url, gw.apiKey, 3);
      erin = await demoClient(gw.url, gw.apiKey, 5);
      client = createGateway({ baseUrl: gw.url, apiKey: gw.apiKey }, { getToken: () => carol.token });
    });
    afterAll(() => gw.dispose());

    it('reads the following feed with recasts marked, and pages on', async () => {
      const first = await client.followingFeed({ limit: 20 });
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.next).not.toBeNull();
      const second = await client.followingFeed({ limit: 20, cursor: first.next });
      expect(second.items.length).toBeGreaterThan(0);
      const all = [...first.items, ...second.items];
      expect(all.every((c) => typeof c.timestamp === 'number' && c.author.fid !== '')).toBe(true);
      for (let page = second, i = 0; !all.some((c) => c.recastedBy) && page.next && i < 20; i++) {
        page = await client.followingFeed({ limit: 20, cursor: page.next });
        all.push(...page.items);
      }
      expect(all.find((c) => c.recastedBy)?.recastedBy?.username).toMatch(/\w/);
    });

    it('reads notifications in the model, counts unseen ones and marks them seen', async () => {
      const target = (await client.casts({ fid: fidOf('3'), limit: 1 })).items[0]!;
      const cast = target.reply ?? target;
      await erin.like({ hash: cast.hash, fid: '3' });
      const reply = await erin.reply({ hash: cast.hash, fid: '3' }, 'hi carol');
      const page = await client.notifications({ limit: 5 });
      const [newest, next] = page.items;
      expect(newest).toMatchObject({ kind: 'reply', actor: { fid: '5' }, cast: { hash: cast.hash }, reply: { hash: reply } });
      expect(next).toMatchObject({ kind: 'like', actor: { fid: '5' }, cast: { hash: cast.hash } });
      expect(typeof newest!.timestamp).toBe('number');
      expect(await client.unseenNotificationsCount()).toBeGreaterThan(1);
      await client.markNotificationsSeen();
      expect(await client.unseenNotificationsCount()).toBe(0);
      const likers = await client.castLikes(cast.hash, { limit: 1 });
      expect(likers.items.map((u) => u.fid)).toEqual(['5']);
      expect((await client.castRecasters(cast.hash)).items.every((u) => u.username !== '')).toBe(true);
    });
  });
}
