import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

const [alice, bob] = demoIdentities as [(typeof demoIdentities)[0], (typeof demoIdentities)[0]];
const hexBytes = (hex: string) => Buffer.from(hex.slice(2), 'hex');
type CastJson = { hash: string; text: string; reactions: { count: number }; isSelfLike: boolean; childCast: CastJson | null; external: boolean; parentHash: string | null };

describe('POST /farcaster/v2/message', () => {
  let gw: TestGateway;
  let aliceToken: string;
  let l2Token: string;
  const l2Wallet = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    gw = await startTestGateway();
    aliceToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    l2Token = await signIn(gw, l2Wallet, { type: 'SIGNATURE' });
  });
  afterAll(() => gw.dispose());

  const castAdd = (fid: number, text: string, extra: object = {}) => ({
    type: 1, fid, castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0, ...extra },
  });
  const submit = (message: unknown, token: string, extra: object = {}) => gw.post('/farcaster/v2/message', { message, ...extra }, token);
  const latestOf = async (fid: string, token?: string) =>
    ((await (await gw.get(`/farcaster/v2/casts?fid=${fid}&limit=1`, token)).json()) as { result: { casts: CastJson[] } }).result.casts[0]!;

  it('accepts a valid L1 cast, answers the full message record, and serves the cast at once', async () => {
    const message = signedMessageJson(castAdd(1, 'hello from a test 🤓'), alice.signerPrivateKey);
    const res = await submit(message, aliceToken);
    expect(res.status).toBe(200);
    const { result, source } = (await res.json()) as { result: Record<string, unknown>; source: string };
    expect(source).toBe('v2');
    expect(result).toMatchObject({
      fid: '1', messageType: 'MESSAGE_TYPE_CAST_ADD', hashScheme: 'HASH_SCHEME_BLAKE3', signatureScheme: 'SIGNATURE_SCHEME_ED25519',
      signer: alice.signerPublicKey, external: false, unindexed: false,
    });
    for (const key of ['hash', 'signature', 'raw']) expect(result[key]).toMatch(/^0x[0-9a-f]+$/);
    for (const key of ['createdAt', 'updatedAt', 'timestamp']) expect(new Date(result[key] as string).toISOString()).toBe(result[key]);
    const latest = await latestOf('1');
    expect(latest.hash).toBe(result.hash);
    expect(latest.text).toBe('hello from a test 🤓');
    expect((await submit(message, aliceToken)).status).toBe(409);
  });

  it('reads the data from dataBytes, not from a data object sent beside it', async () => {
    const message = signedMessageJson(castAdd(1, 'the signed text'), alice.signerPrivateKey) as { data: { castAddBody: { text: string } } };
    message.data.castAddBody.text = 'a forged text';
    expect((await submit(message, aliceToken)).status).toBe(200);
    expect((await latestOf('1')).text).toBe('the signed text');
  });

  it('refuses a bad hash, a bad signature, an unregistered signer and another FID\'s message', async () => {
    const good = signedMessageJson(castAdd(1, 'x'), alice.signerPrivateKey) as Record<string, string>;
    const badHash = { ...good, hash: Buffer.alloc(20, 1).toString('base64') };
    const badSig = { ...good, signature: Buffer.alloc(64, 2).toString('base64') };
    const stranger = signedMessageJson(castAdd(1, 'x'), generatePrivateKey());
    const bobs = signedMessageJson(castAdd(2, 'x'), bob.signerPrivateKey);
    const cases: [unknown, number, RegExp][] = [
      [badHash, 400, /Invalid message hash/],
      [badSig, 400, /Invalid message signature/],
      [stranger, 403, /Invalid signer: 0x[0-9a-f]{64} is not an active signer of FID 1/],
      [bobs, 403, /does not match the signed-in FID 1/],
      [signedMessageJson(castAdd(1, 'x'.repeat(321)), alice.signerPrivateKey), 400, /Invalid message/],
    ];
    for (const [message, status, error] of cases) {
      const res = await submit(message, aliceToken);
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string; source: string };
      expect(body.error).toMatch(error);
      expect(body.source).toBe('v2');
    }
  });

  it('applies likes, follows and profile changes at once, and shows them to the viewer', async () => {
    const page = (await (await gw.get('/farcaster/v2/casts?fid=2&limit=20', aliceToken)).json()) as { result: { casts: CastJson[] } };
    const target = page.result.casts.find((c) => !c.isSelfLike && c.childCast === null)!;
    const like = { type: 3, fid: 1, reactionBody: { type: 1, targetCastId: { fid: 2, hash: hexBytes(target.hash) } } };
    expect((await submit(signedMessageJson(like, alice.signerPrivateKey), aliceToken)).status).toBe(200);
    const castOf = async (token?: string) =>
      ((await (await gw.get(`/farcaster/v2/cast?hash=${target.hash}`, token)).json()) as { result: { cast: CastJson } }).result.cast;
    const seen = await castOf(aliceToken);
    expect(seen.reactions.count).toBe(target.reactions.count + 1);
    expect(seen.isSelfLike).toBe(true);
    expect((await castOf()).isSelfLike).toBe(false);

    const newcomer = ((await (await gw.get('/farcaster/v2/user?fid=200')).json()) as { result: { user: { followerCount: number } } }).result.user;
    const followMsg = { type: 5, fid: 1, linkBody: { type: 'follow', targetFid: 200 } };
    expect((await submit(signedMessageJson(followMsg, alice.signerPrivateKey), aliceToken)).status).toBe(200);
    const after = (await (await gw.get('/farcaster/v2/user?fid=200', aliceToken)).json()) as { result: { user: { followerCount: number; isFollowing: boolean } } };
    expect(after.result.user.followerCount).toBe(newcomer.followerCount + 1);
    expect(after.result.user.isFollowing).toBe(true);
    const following = (await (await gw.get('/farcaster/v2/following?fid=1&limit=1')).json()) as { result: { users: { fid: string }[] } };
    expect(following.result.users[0]!.fid).toBe('200');

    const display = { type: 11, fid: 1, userDataBody: { type: 2, value: 'Alice in Tests' } };
    expect((await submit(signedMessageJson(display, alice.signerPrivateKey), aliceToken)).status).toBe(200);
    const user = (await (await gw.get('/farcaster/v2/user-by-username?username=alice')).json()) as { result: { user: { displayName: string } } };
    expect(user.result.user.displayName).toBe('Alice in Tests');
  });

  it('removes a cast only for its author', async () => {
    const message = signedMessageJson(castAdd(1, 'soon gone'), alice.signerPrivateKey);
    const { result } = (await (await submit(message, aliceToken)).json()) as { result: { hash: string } };
    const remove = { type: 2, fid: 1, castRemoveBody: { targetHash: hexBytes(result.hash) } };
    expect((await submit(signedMessageJson(remove, alice.signerPrivateKey), aliceToken)).status).toBe(200);
    const cast = (await (await gw.get(`/farcaster/v2/cast?hash=${result.hash}`)).json()) as { result: { cast: unknown } };
    expect(cast.result.cast).toBeNull();
    const bobsCast = await latestOf('2');
    const steal = { type: 2, fid: 1, castRemoveBody: { targetHash: hexBytes(bobsCast.hash) } };
    expect((await submit(signedMessageJson(steal, alice.signerPrivateKey), aliceToken)).status).toBe(403);
  });

  it('takes L2 messages with fid 0, string FIDs in bodyOverrides, and the token as author', async () => {
    const parent = await latestOf('2');
    const reply = castAdd(0, ' look at this', { mentions: [0], mentionsPositions: [0], parentCastId: { fid: 2, hash: hexBytes(parent.hash) } });
    const res = await submit(signedMessageJson(reply, generatePrivateKey()), l2Token, { isExternal: true, bodyOverrides: { mentions: ['3'] } });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: { fid: string; external: boolean } };
    expect(result).toMatchObject({ fid: l2Wallet.address.toLowerCase(), external: true });
    const mine = await latestOf(l2Wallet.address.toLowerCase());
    expect(mine.hash).toBe(parent.hash);
    expect(mine.childCast).toMatchObject({ text: ' look at this', external: true, parentHash: parent.hash, mentions: ['3'] });

    const follow = { type: 5, fid: 0, linkBody: { type: 'follow', targetFid: 0 } };
    const followRes = await submit(signedMessageJson(follow, generatePrivateKey()), l2Token, { isExternal: true, bodyOverrides: { targetFid: '1' } });
    expect(followRes.status).toBe(200);
    const following = (await (await gw.get(`/farcaster/v2/following?fid=${l2Wallet.address}`)).json()) as { result: { users: { fid: string }[] } };
    expect(following.result.users.map((u) => u.fid)).toEqual(['1']);

    const tampered = signedMessageJson(castAdd(0, 'x'), generatePrivateKey()) as Record<string, string>;
    const bad = await submit({ ...tampered, signature: Buffer.alloc(64).toString('base64') }, l2Token);
    expect(bad.status).toBe(400);
  });

  it('refuses an L2 message that names another FID as its author', async () => {
    const res = await submit(signedMessageJson(castAdd(1, 'as alice'), generatePrivateKey()), l2Token, { isExternal: true });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/carries fid 0 or the signed-in FID, not 1/);
    expect((await latestOf('1')).text).not.toBe('as alice');
  });

  it('an unfollow of someone not followed changes no count', async () => {
    const counts = async () => {
      const { result } = (await (await gw.get(`/farcaster/v2/users?fids=2,${l2Wallet.address}`)).json()) as { result: { users: { followerCount: number; followingCount: number }[] } };
      return result.users.map((u) => [u.followerCount, u.followingCount]);
    };
    const before = await counts();
    const unfollow = { type: 6, fid: 0, linkBody: { type: 'follow', targetFid: 0 } };
    const res = await submit(signedMessageJson(unfollow, generatePrivateKey()), l2Token, { isExternal: true, bodyOverrides: { targetFid: '2' } });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /farcaster/v2/message, far.quest mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ compat: 'farquest' });
  });
  afterAll(() => gw.dispose());

  it('answers numeric enums, a numeric L1 fid, unindexed and the echoed bodyOverrides', async () => {
    const token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 1 }), { type: 'FID', signerPublicKey: bob.signerPublicKey });
    const cast = { type: 1, fid: 2, castAddBody: { text: 'far.quest shaped', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } };
    const res = await gw.post('/farcaster/v2/message', { message: signedMessageJson(cast, bob.signerPrivateKey) }, token);
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: Record<string, unknown> };
    expect(result).toMatchObject({ fid: 2, messageType: 1, hashScheme: 1, signatureScheme: 1, unindexed: true, external: false, bodyOverrides: null });
    const bad = await gw.post('/farcaster/v2/message', { message: signedMessageJson(cast, generatePrivateKey()) }, token);
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Invalid signer/);
  });
});
