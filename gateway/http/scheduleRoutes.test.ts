import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { MAX_SCHEDULED } from '../store/scheduledCasts';
import { networkSignerKey, networkSignerPublicKey, profileMessages } from '../testing/networkMessages';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { farcasterNow, signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { SCHEDULED_PATH } from './scheduleRoutes';

type Scheduled = { hash: string; text: string; publishAt: number; failure: string | null; retry: { at: number; reason: string } | null };
const alice = demoIdentities[0]!;
const bob = demoIdentities[1]!;

/** A cast by alice dated `seconds` from now, signed with her signer. */
const castIn = (seconds: number, text: string) =>
  signedMessageJson({ type: 1, fid: 1, timestamp: farcasterNow() + seconds, castAddBody: { text, embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } }, alice.signerPrivateKey);

describe('/castline/v1/scheduled', () => {
  let gw: TestGateway;
  let aliceToken: string;
  let bobToken: string;
  // How far the gateway's clock for scheduled casts runs ahead: moved to a cast's time rather than waited for.
  let aheadMs = 0;
  beforeAll(async () => {
    gw = await startTestGateway({ now: () => Date.now() + aheadMs });
    aliceToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    bobToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 1 }), { type: 'FID', signerPublicKey: bob.signerPublicKey });
  });
  afterAll(() => gw.dispose());

  const schedule = (message: unknown, token = aliceToken) => gw.post(SCHEDULED_PATH, { message }, token);
  const list = async (token: string) => {
    const response = await gw.get(SCHEDULED_PATH, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { scheduled: Scheduled[] } }).result.scheduled;
  };
  const cancel = (hash: string, token: string) => fetch(`${gw.url}${SCHEDULED_PATH}/${hash}`, { method: 'DELETE', headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}` } });
  const castExists = async (hash: string) => ((await (await gw.get(`/farcaster/v2/cast?hash=${hash}`)).json()) as { result: { cast: unknown } }).result.cast !== null;
  const scheduledHash = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { result: { scheduled: Scheduled } }).result.scheduled.hash;
  };

  it('keeps a cast until its time, then publishes it as if just posted; a cancelled one never appears', async () => {
    const kept = await scheduledHash(await schedule(castIn(60, 'at its time')));
    const cancelled = await scheduledHash(await schedule(castIn(60, 'never seen')));
    expect((await list(aliceToken)).map((s) => s.text)).toEqual(expect.arrayContaining(['at its time', 'never seen']));
    expect(await list(bobToken)).toEqual([]);
    expect(await castExists(kept)).toBe(false);
    // Only its author can cancel it: for anyone else there is nothing by that hash.
    expect((await cancel(cancelled, bobToken)).status).toBe(404);
    expect((await cancel(cancelled, aliceToken)).status).toBe(200);
    expect((await cancel(cancelled, aliceToken)).status).toBe(404);

    aheadMs = 60_000;
    await expect.poll(() => castExists(kept), { timeout: 10_000, interval: 200 }).toBe(true);
    expect((await list(aliceToken)).map((s) => s.hash)).not.toContain(kept);
    expect(await castExists(cancelled)).toBe(false);
    // Published like any other cast: in the author's casts, the latest first.
    const casts = ((await (await gw.get('/farcaster/v2/casts?fid=1&limit=1')).json()) as { result: { casts: { hash: string }[] } }).result.casts;
    expect(casts[0]!.hash).toBe(kept);
  });

  it('publishes a cast dated now or earlier at once, answering as a submission', async () => {
    const response = await schedule(castIn(-60, 'already due'));
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { published: { hash: string } } };
    expect(await castExists(result.published.hash)).toBe(true);
  });

  it('refuses what it cannot keep, with a 4xx that says why', async () => {
    const refusal = async (response: Response, status: number, why: RegExp) => {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error?: string; message?: string }).error ?? '').toMatch(why);
    };
    await refusal(await schedule(castIn(32 * 86_400, 'too far')), 400, /30 days ahead/);
    const like = signedMessageJson({ type: 3, fid: 1, timestamp: farcasterNow() + 600, reactionBody: { type: 1, targetCastId: { fid: 2, hash: new Uint8Array(20) } } }, alice.signerPrivateKey);
    await refusal(await schedule(like), 400, /Only casts/);
    // Another account's cast, or one signed by a key that is not the account's signer.
    await refusal(await schedule(castIn(600, 'not mine'), bobToken), 403, /does not match/);
    const foreign = signedMessageJson({ type: 1, fid: 1, timestamp: farcasterNow() + 600, castAddBody: { text: 'stranger', embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } }, bob.signerPrivateKey);
    await refusal(await schedule(foreign), 403, /Invalid signer/);
    const twice = castIn(600, 'twice');
    await scheduledHash(await schedule(twice));
    await refusal(await schedule(twice), 409, /already submitted/);
    expect((await gw.post(SCHEDULED_PATH, { message: twice })).status).toBe(401);
    expect((await cancel('0x12', aliceToken)).status).toBe(400);
  });

  it('keeps at most a bounded number per account', async () => {
    const have = (await list(aliceToken)).length;
    for (let i = have; i < MAX_SCHEDULED; i++) await scheduledHash(await schedule(castIn(3600 + i, `later ${i}`)));
    const over = await schedule(castIn(7200, 'one too many'));
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: string }).error).toMatch(/At most 100 scheduled casts/);
  });
});

describe('/castline/v1/scheduled for an account whose signer a Farcaster node holds', () => {
  // A FID only the (stand-in) node knows: its signer is checked with the node at the cast's time.
  const FID = 5300;
  const custody = privateKeyToAccount(generatePrivateKey());
  let node: StandInNode;
  let gw: TestGateway;
  let token: string;
  // The gateway's clock for scheduled casts, moved to a cast's time rather than waited for (at most ten
  // minutes ahead: the message rules date a message by the real clock).
  let clock = Date.now();

  beforeAll(async () => {
    node = await startStandInNode();
    node.registerFid(FID, custody.address);
    node.setSigner(FID, networkSignerPublicKey(FID), true);
    await node.seed(profileMessages(FID, { username: 'sched-net' }));
    gw = await startTestGateway({ hub: { hubUrl: node.url }, now: () => clock });
    token = await signIn(gw, custody, { type: 'FID', signerPublicKey: networkSignerPublicKey(FID) });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  /** Schedules a cast dated `seconds` from now; answers the gateway's record of it. */
  const schedule = async (seconds: number, text: string): Promise<Scheduled> => {
    const message = signedMessageJson(
      { type: 1, fid: FID, timestamp: farcasterNow() + seconds, castAddBody: { text, embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } },
      networkSignerKey(FID),
    );
    const response = await gw.post(SCHEDULED_PATH, { message }, token);
    expect(response.status).toBe(201);
    return ((await response.json()) as { result: { scheduled: Scheduled } }).result.scheduled;
  };
  const listed = async (hash: string) => {
    const response = await gw.get(SCHEDULED_PATH, token);
    return ((await response.json()) as { result: { scheduled: Scheduled[] } }).result.scheduled.find((s) => s.hash === hash);
  };
  const castExists = async (hash: string) => ((await (await gw.get(`/farcaster/v2/cast?hash=${hash}`)).json()) as { result: { cast: unknown } }).result.cast !== null;
  // The gateway publishes what is due every second of real time.
  const soon = { timeout: 10_000, interval: 200 };

  it('tries a cast again while the node answers 503 at its time, saying when, and publishes it once the node is back', async () => {
    const cast = await schedule(120, 'through an outage');
    node.setUnavailable(true);
    try {
      clock = cast.publishAt;
      await expect.poll(() => listed(cast.hash), soon).toMatchObject({ retry: expect.anything() });
      expect(await listed(cast.hash)).toMatchObject({
        failure: null,
        retry: { at: cast.publishAt + 10_000, reason: expect.stringMatching(/Farcaster node could not be read \(it answered 503\)/) },
      });
    } finally {
      node.setUnavailable(false);
    }
    clock = cast.publishAt + 10_000;
    await expect.poll(() => castExists(cast.hash), soon).toBe(true);
    expect(await listed(cast.hash)).toBeUndefined();
  });

  it('refuses for good a cast whose signer the node no longer holds, saying why', async () => {
    const cast = await schedule(240, 'signer removed meanwhile');
    node.setSigner(FID, networkSignerPublicKey(FID), false);
    try {
      clock = cast.publishAt;
      await expect.poll(() => listed(cast.hash), soon).toMatchObject({ failure: expect.stringMatching(/not an active signer of FID 5300/), retry: null });
    } finally {
      node.setSigner(FID, networkSignerPublicKey(FID), true);
    }
    expect(await castExists(cast.hash)).toBe(false);
  });

  it('answers a cancel that comes after the publication with a 409 that says so and names the cast', async () => {
    const cast = await schedule(360, 'published before the cancel');
    clock = cast.publishAt;
    await expect.poll(() => castExists(cast.hash), soon).toBe(true);
    const response = await fetch(`${gw.url}${SCHEDULED_PATH}/${cast.hash}`, { method: 'DELETE', headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This cast was already published.', hash: cast.hash, source: 'v2' });
  });
});
