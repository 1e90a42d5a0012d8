import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { farcasterNow, signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

type Suggested = { fid: number | string; followerCount: number };
const alice = demoIdentities[0]!;

describe('GET /castline/v1/suggested-users', () => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
  });
  afterAll(() => gw.dispose());

  const suggested = async (bearer?: string, limit = 10) =>
    ((await (await gw.get(`/castline/v1/suggested-users?limit=${limit}`, bearer)).json()) as { result: { users: Suggested[] } }).result.users;
  const follows = async (fid: string) => {
    const body = (await (await gw.get(`/farcaster/v2/following?fid=${fid}&limit=250`)).json()) as { result: { users: { fid: number | string }[] } };
    return new Set(body.result.users.map((u) => String(u.fid)));
  };
  const link = (type: 5 | 6, linkType: 'follow' | 'block', targetFid: number, timestamp: number) =>
    gw.post('/farcaster/v2/message', { message: signedMessageJson({ type, fid: 1, timestamp, linkBody: { type: linkType, targetFid } }, alice.signerPrivateKey) }, token);

  it('offers the most followed accounts the reader does not follow yet, never the reader', async () => {
    const users = await suggested(token);
    expect(users.length).toBe(10);
    const following = await follows('1');
    for (const user of users) {
      expect(String(user.fid)).not.toBe('1');
      expect(following.has(String(user.fid))).toBe(false);
    }
    const counts = users.map((u) => u.followerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('drops an account once followed or blocked; anyone signed out gets the most followed of all', async () => {
    const [first, second] = await suggested(token);
    expect((await link(5, 'follow', Number(first!.fid), farcasterNow())).status).toBe(200);
    expect((await link(5, 'block', Number(second!.fid), farcasterNow())).status).toBe(200);
    const after = (await suggested(token)).map((u) => String(u.fid));
    expect(after).not.toContain(String(first!.fid));
    expect(after).not.toContain(String(second!.fid));
    const anonymous = await suggested(undefined, 50);
    expect(anonymous[0]!.followerCount).toBeGreaterThanOrEqual(Math.max(...anonymous.map((u) => u.followerCount)));
  });

  it('refuses a bad limit with a 400', async () => {
    expect((await gw.get('/castline/v1/suggested-users?limit=abc')).status).toBe(400);
  });
});
