import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities, DEMO_MNEMONIC } from '../seed/identities';
import { signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testGateway';

const alice = demoIdentities[0]!;
type CastJson = { author: { fid: number | string }; childCast?: CastJson | null };

describe('blocks (link messages of type block)', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startTestGateway();
    token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
  });
  afterAll(() => gw.dispose());

  const link = (type: 5 | 6, linkType: string, targetFid: number) =>
    gw.post('/farcaster/v2/message', { message: signedMessageJson({ type, fid: 1, linkBody: { type: linkType, targetFid } }, alice.signerPrivateKey) }, token);
  const authors = async (path: string, bearer?: string) => {
    const casts = ((await (await gw.get(path, bearer)).json()) as { result: { casts: CastJson[] } }).result.casts;
    return new Set(casts.flatMap((c) => [String(c.author.fid), ...(c.childCast ? [String(c.childCast.author.fid)] : [])]));
  };

  it('leaves a blocked user’s casts out of the blocker’s feeds until unblocked; others still see them', async () => {
    expect(await authors('/farcaster/v2/casts?limit=100', token)).toContain('2');
    expect((await link(5, 'block', 2)).status).toBe(200);
    expect(await authors('/farcaster/v2/casts?limit=100', token)).not.toContain('2');
    expect(await authors('/farcaster/v2/casts?fid=2&limit=20', token)).toEqual(new Set());
    expect(await authors('/farcaster/v2/casts?limit=100')).toContain('2');
    expect((await link(6, 'block', 2)).status).toBe(200);
    expect(await authors('/farcaster/v2/casts?limit=100', token)).toContain('2');
  });

  it('refuses other link types, blocking oneself and unknown users with a clear 4xx', async () => {
    const cases: [Response, number, RegExp][] = [
      [await link(5, 'mute', 2), 400, /"follow" or "block"/],
      [await link(5, 'block', 1), 400, /cannot block themselves/],
      [await link(5, 'block', 999_999), 404, /not found/],
    ];
    for (const [res, status, error] of cases) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
  });
});
