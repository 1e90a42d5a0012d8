import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { demoIdentities } from '../seed/identities';
import { farcasterNow, signIn, signedMessageJson, startTestGateway, type TestGateway } from '../testGateway';

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
