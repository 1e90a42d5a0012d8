import { Message, MessageType } from '@farcaster/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChainIdentities } from '../chain/chainSetup';
import { devAccount } from '../chain/devAccounts';
import { startDevChain, type DevChain } from '../chain/devChain';
import { demoIdentities } from '../seed/identities';
import { chainCustody } from '../standIns/snapchain/chainCustody';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { keyAddMessage, newSignerKey, publicKeyHex } from '../testing/gaslessKeyAdds';
import { signIn } from '../testing/httpClient';
import { farcasterNow, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { GASLESS_SIGNERS_PATH } from './gaslessSignerRoutes';

// Keys added without gas (KEY_ADD messages) through the gateway to the stand-in Snapchain node, and
// messages signed by them: FID 5400 exists only on the node (the demo holds FIDs 1–240).

const FID = 5400;
const custody = devAccount(20);

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const send = (gateway: TestGateway, message: Message) => gateway.post(GASLESS_SIGNERS_PATH, { message: Message.toJSON(message) });
const listed = async (gateway: TestGateway, fid: number) =>
  (await json(await gateway.get(`${GASLESS_SIGNERS_PATH}?fid=${fid}`))).body.result as { currentNonce: number; signers: { key: string; expiresAt?: string }[] };

async function addKey(gateway: TestGateway, request: Parameters<typeof keyAddMessage>[0]) {
  const answer = await json(await send(gateway, await keyAddMessage(request)));
  expect(answer).toMatchObject({ status: 200, body: { result: { fid: request.fid, type: 'KEY_ADD', key: publicKeyHex(request.signerKey), state: 'admitted' } } });
  await expect.poll(async () => (await listed(gateway, request.fid)).signers.map((s) => s.key)).toContain(publicKeyHex(request.signerKey));
}

const castJson = (fid: number, signerKey: Uint8Array, text: string) =>
  signedMessageJson({ fid, type: MessageType.CAST_ADD, castAddBody: { text, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 } }, signerKey);
const followJson = (fid: number, signerKey: Uint8Array, targetFid: number) => signedMessageJson({ fid, type: MessageType.LINK_ADD, linkBody: { type: 'follow', targetFid } }, signerKey);
const post = async (gateway: TestGateway, token: string, message: unknown) => json(await gateway.post('/farcaster/v2/message', { message }, token));

describe('keys added without gas, through a gateway delivering to a Farcaster node', () => {
  let node: StandInNode;
  let gateway: TestGateway;
  beforeAll(async () => {
    node = await startStandInNode({ mergeDelayMs: 10, keyAddIntervalMs: 0 });
    node.registerFid(FID, custody.address);
    gateway = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gateway?.dispose();
    await node?.close();
  });

  it('sends a KEY_ADD to the node, lists the key once merged, and signs in and posts with it', async () => {
    expect(await listed(gateway, FID)).toEqual({ fid: FID, currentNonce: 0, signers: [] });
    const signerKey = newSignerKey();
    await addKey(gateway, { fid: FID, custody, signerKey, nonce: 1 });
    const { currentNonce, signers } = await listed(gateway, FID);
    expect(currentNonce).toBe(1);
    expect(signers[0]).toMatchObject({ key: publicKeyHex(signerKey), addedBy: 'message', scopes: expect.arrayContaining(['CAST_ADD', 'LINK_ADD']) });
    expect(Date.parse(signers[0]!.expiresAt!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const token = await signIn(gateway, custody, { type: 'FID', signerPublicKey: publicKeyHex(signerKey) });
    expect(await post(gateway, token, castJson(FID, signerKey, 'posted with a key added without gas'))).toMatchObject({ status: 200 });
  });

  it('holds a key to its scopes, and refuses one whose time to live has run out, in words', async () => {
    const castOnly = newSignerKey();
    await addKey(gateway, { fid: FID, custody, signerKey: castOnly, nonce: 2, scopes: [MessageType.CAST_ADD] });
    const token = await signIn(gateway, custody, { type: 'FID', signerPublicKey: publicKeyHex(castOnly) });
    expect(await post(gateway, token, castJson(FID, castOnly, 'in scope'))).toMatchObject({ status: 200 });
    expect(await post(gateway, token, followJson(FID, castOnly, 1))).toMatchObject({
      status: 403,
      body: { error: `Invalid signer: ${publicKeyHex(castOnly)} of FID ${FID} was added without gas to sign CAST_ADD, not LINK_ADD` },
    });

    // Added two hours ago with an hour to live, and never used since.
    const expired = newSignerKey();
    await addKey(gateway, { fid: FID, custody, signerKey: expired, nonce: 3, ttl: 3600, timestamp: farcasterNow() - 7200 });
    const refused = await post(gateway, token, castJson(FID, expired, 'too late'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(new RegExp(`^Invalid signer: ${publicKeyHex(expired)} of FID ${FID} was added without gas and expired at \\S+Z`));
    const signInRefused = await json(await gateway.get(`/auth/v1/get-account-signin-message?address=${custody.address}&chainId=1`));
    const text = (signInRefused.body as { signature: string }).signature;
    const attempt = await gateway.post('/auth/v2/authenticate', { signature: await custody.signMessage({ message: text }), address: custody.address, chainId: 1, type: 'FID', id: publicKeyHex(expired) });
    expect(attempt.status).toBe(401);
  });

  it('says in words what the node refused, what is not a key message, and a node it cannot reach', async () => {
    const replay = await json(await send(gateway, await keyAddMessage({ fid: FID, custody, signerKey: newSignerKey(), nonce: 1 })));
    expect(replay).toMatchObject({ status: 400, body: { error: 'The Farcaster node refused the key: gasless-key nonce 1 is not greater than stored nonce 3', reason: 'gasless-key nonce 1 is not greater than stored nonce 3' } });
    const stranger = await json(await send(gateway, await keyAddMessage({ fid: FID, custody: devAccount(21), signerKey: newSignerKey(), nonce: 9 })));
    expect(stranger).toMatchObject({ status: 400, body: { error: 'The Farcaster node refused the key: requestSigner does not match custody address of requestFid' } });

    expect(await json(await gateway.post(GASLESS_SIGNERS_PATH, { message: castJson(FID, newSignerKey(), 'not a key') }))).toMatchObject({ status: 400, body: { error: expect.stringContaining('Only KEY_ADD and KEY_REMOVE') } });
    expect(await json(await gateway.post(GASLESS_SIGNERS_PATH, {}))).toMatchObject({ status: 400, body: { error: 'message is required' } });
    expect((await json(await gateway.get(`${GASLESS_SIGNERS_PATH}?fid=zero`))).status).toBe(400);

    await node.down();
    try {
      const unreachable = await json(await send(gateway, await keyAddMessage({ fid: FID, custody, signerKey: newSignerKey(), nonce: 9 })));
      expect(unreachable).toMatchObject({ status: 503, body: { error: expect.stringMatching(/^The Farcaster node could not take the key: the node cannot be reached/) } });
      expect((await json(await gateway.get(`${GASLESS_SIGNERS_PATH}?fid=${FID}`))).status).toBe(503);
    } finally {
      await node.up();
    }
  });

  it('is a 404 in words on a gateway that delivers to no node', async () => {
    const alone = await startTestGateway();
    try {
      expect(await json(await alone.get(`${GASLESS_SIGNERS_PATH}?fid=${FID}`))).toMatchObject({ status: 404, body: { error: expect.stringContaining('without --hub-url') } });
    } finally {
      await alone.dispose();
    }
  });
});

describe('keys added without gas, with a chain as well: the chain first, then the node', () => {
  let chain: DevChain;
  let node: StandInNode;
  let gateway: TestGateway;
  beforeAll(async () => {
    chain = await startDevChain({ identities: demoChainIdentities().slice(0, 1) });
    node = await startStandInNode({ mergeDelayMs: 10, keyAddIntervalMs: 0, custodyOf: chainCustody(chain.url, chain.contracts.idRegistry) });
    gateway = await startTestGateway({ chain: { chainId: chain.chainId, rpcUrl: chain.url, ...chain.contracts }, hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gateway?.dispose();
    await node?.close();
    await chain?.close();
  });

  it('signs in and posts with a key only the node lists, and with the key on chain as before', async () => {
    const signerKey = newSignerKey();
    await addKey(gateway, { fid: 1, custody: devAccount(0), signerKey, nonce: 1 });
    const token = await signIn(gateway, devAccount(0), { type: 'FID', signerPublicKey: publicKeyHex(signerKey) });
    expect(await post(gateway, token, castJson(1, signerKey, 'a gasless key beside a chain'))).toMatchObject({ status: 200 });

    const onChain = demoIdentities[0]!;
    const reads = node.reads.length;
    const chainToken = await signIn(gateway, devAccount(0), { type: 'FID', signerPublicKey: onChain.signerPublicKey });
    expect(await post(gateway, chainToken, followJson(1, Buffer.from(onChain.signerPrivateKey.slice(2), 'hex'), 2))).toMatchObject({ status: 200 });
    // The chain answered for its own key: the node was not asked.
    expect(node.reads.slice(reads).filter((path) => path.startsWith('/v1/signer?'))).toEqual([]);
  });
});
