import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { demoIdentities } from '../seed/identities';
import { farcasterNow, signIn, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { createReadCache } from './readCache';

describe('cached anonymous reads', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ seed: 'demo' });
  });
  afterAll(() => gateway.dispose());

  const firstCastText = async () => {
    const res = await gateway.get('/farcaster/v2/casts?fid=1&limit=1');
    const body = (await res.json()) as { result: { casts: { text: string }[] } };
    return body.result.casts[0]?.text;
  };

  it('serves a repeated read identically, and never serves it stale after a write', async () => {
    const before = await firstCastText();
    expect(await firstCastText()).toBe(before);

    const alice = demoIdentities[0]!;
    const token = await signIn(gateway, devAccount(0), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    const text = `fresh cast ${Date.now()}`;
    const message = signedMessageJson(
      { type: 1, fid: alice.fid, timestamp: farcasterNow(), castAddBody: { text, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 } },
      alice.signerPrivateKey,
    );
    const posted = await gateway.post('/farcaster/v2/message', { message }, token);
    expect(posted.status).toBe(200);

    expect(await firstCastText()).toBe(text);
  });
});

describe('the read cache on its own', () => {
  const appWith = (maxBytes: number) => {
    let generation = 0;
    let built = 0;
    const cache = createReadCache(() => generation, maxBytes);
    const app = new Hono();
    app.use('*', cache.middleware);
    app.get('/farcaster/:page', (c) => {
      built++;
      return c.json({ page: c.req.param('page'), pad: 'x'.repeat(1000) });
    });
    return { app, cache, built: () => built, commit: () => void generation++ };
  };

  it('stays within its byte budget, evicting the least recently used pages', async () => {
    const { app, cache, built } = appWith(10_000);
    for (let i = 0; i < 100; i++) await app.request(`/farcaster/p${i}`);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(cache.size()).toBeGreaterThan(5);
    const before = built();
    await app.request('/farcaster/p99');
    expect(built()).toBe(before);
    await app.request('/farcaster/p0');
    expect(built()).toBe(before + 1);
  });

  it('serves nothing from before a commit, and keeps no page built while one happened', async () => {
    const { app, cache, built, commit } = appWith(1_000_000);
    await app.request('/farcaster/a');
    await app.request('/farcaster/a');
    expect(built()).toBe(1);
    commit();
    await app.request('/farcaster/a');
    expect(built()).toBe(2);
    expect(cache.size()).toBe(1);
  });
});
