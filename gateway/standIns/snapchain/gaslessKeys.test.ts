import { Message, MessageType, type MessageData } from '@farcaster/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyAddMessage, keyRemoveMessage, newSignerKey, publicKeyHex } from '../../testing/gaslessKeyAdds';
import { farcasterNow, signedMessageJson } from '../../testing/signedMessage';
import { startStandInNode, type StandInNode } from './standInNode';

const custodyOf = (fid: number) => privateKeyToAccount(`0x${fid.toString(16).padStart(64, '0')}`);
const account = (fid: number) => ({ fid, custody: custodyOf(fid) });

async function submit(node: StandInNode, message: Message): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${node.url}/v1/submitMessage`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: Message.encode(message).finish(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const get = async (node: StandInNode, path: string) => {
  const res = await fetch(node.url + path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** The `<code>/<message>` a refusal's `error_detail` carries. */
const refusal = (body: Record<string, unknown>) => /message: "([^"]*)"/.exec(String(body.error_detail))?.[1];

const signedBy = (signerKey: Uint8Array, data: Partial<MessageData>) => Message.fromJSON(signedMessageJson(data, signerKey));
const cast = (fid: number, signerKey: Uint8Array, text: string, timestamp = farcasterNow()) =>
  signedBy(signerKey, { fid, timestamp, type: MessageType.CAST_ADD, castAddBody: { text, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 } });
const follow = (fid: number, signerKey: Uint8Array, targetFid: number) =>
  signedBy(signerKey, { fid, type: MessageType.LINK_ADD, linkBody: { type: 'follow', targetFid } });

const merged = async (node: StandInNode, message: Message) => {
  const hash = `0x${Buffer.from(message.hash).toString('hex')}`;
  await expect.poll(() => node.merged.includes(hash)).toBe(true);
};

describe('gasless signers on the stand-in node', () => {
  let node: StandInNode;
  let clock = Date.now();
  beforeAll(async () => {
    node = await startStandInNode({ mergeDelayMs: 10, keyAddIntervalMs: 0, now: () => clock });
    for (const fid of [701, 702, 703, 704, 705, 706, 707, 708, 709, 710]) node.registerFid(fid, custodyOf(fid).address);
  });
  afterAll(() => node.close());

  it('takes a KEY_ADD signed by the custody, lists the key with its scopes and time to live, and answers the message as Snapchain does', async () => {
    const signerKey = newSignerKey();
    const message = await keyAddMessage({ ...account(701), signerKey, nonce: 1, ttl: 3600 });
    const answer = await submit(node, message);
    expect(answer.status).toBe(200);
    const body = (answer.body.data as Record<string, unknown>).keyAddBody as Record<string, unknown>;
    expect(body).toMatchObject({ key: publicKeyHex(signerKey), keyType: 1, nonce: 1, ttl: 3600, metadataType: 1, registrationTxHash: '0x' });
    expect(body.scopes).toContain('MESSAGE_TYPE_CAST_ADD');
    expect(body.custodySignature).toMatch(/^0x[0-9a-f]{130}$/);
    await merged(node, message);

    const listed = await get(node, '/v1/signersByFid?fid=701&requesterFids=701');
    const addedAt = message.data!.timestamp + 1_609_459_200;
    expect(listed.body).toEqual({
      signers: [
        {
          source: 'SIGNER_SOURCE_OFFCHAIN', key: publicKeyHex(signerKey), keyType: 1, fid: 701, addedAt, lastUsedAt: addedAt, ttl: 3600,
          expiresAt: addedAt + 3600, scopes: expect.arrayContaining(['MESSAGE_TYPE_CAST_ADD', 'MESSAGE_TYPE_LINK_ADD']), requestFid: 701, nonce: 1,
        },
      ],
      gaslessSignerCount: 1,
      gaslessSignerLimit: 1000,
      currentUserNonce: 1,
      requesterFidNonces: { '701': 0 },
    });
    expect((await get(node, `/v1/signer?fid=701&signer=${publicKeyHex(signerKey)}`)).body.signer).toMatchObject({ source: 'SIGNER_SOURCE_OFFCHAIN', fid: 701 });
    expect(node.submits.at(-1)).toMatchObject({ status: 200 });
  });

  it('admits what a gasless key signs only for the types in its scopes, until its time to live runs out, which each use slides', async () => {
    const signerKey = newSignerKey();
    const start = farcasterNow() - 3000;
    await submit(node, await keyAddMessage({ ...account(702), signerKey, nonce: 1, ttl: 3600, timestamp: start, scopes: [MessageType.CAST_ADD] }));
    await expect.poll(async () => (await get(node, '/v1/signersByFid?fid=702')).body.gaslessSignerCount).toBe(1);

    const refused = await submit(node, follow(702, signerKey, 1));
    expect(refused.status).toBe(400);
    expect(refusal(refused.body)).toBe('bad_request.validation_failure/message type 5 is not in the scope of the gasless signer');

    // Used now, the key's window starts again from the cast's time: it outlives the KEY_ADD's hour.
    const first = cast(702, signerKey, 'first');
    expect((await submit(node, first)).status).toBe(200);
    await merged(node, first);
    const signer = (await get(node, `/v1/signer?fid=702&signer=${publicKeyHex(signerKey)}`)).body.signer as Record<string, number>;
    expect(signer.lastUsedAt).toBe(first.data!.timestamp + 1_609_459_200);
    expect(signer.expiresAt).toBe(signer.lastUsedAt + 3600);

    clock = Date.now() + 1800_000;
    expect((await submit(node, cast(702, signerKey, 'still alive'))).status).toBe(200);
    clock = Date.now() + 4000_000;
    const expired = await submit(node, cast(702, signerKey, 'too late'));
    expect(expired.status).toBe(400);
    expect(refusal(expired.body)).toMatch(/^bad_request\.validation_failure\/gasless-key last_used_at expired: stored=\d+ \+ ttl=3600 < current_block_timestamp=\d+$/);
    // Still listed, as Snapchain lists it: `expiresAt` says it has run out.
    expect((await get(node, '/v1/signersByFid?fid=702')).body.gaslessSignerCount).toBe(1);
    clock = Date.now();
  });

  it('refuses a replayed nonce, a KeyAdd the custody did not sign, a request signed by another account than the requester’s custody, and an unknown FID', async () => {
    const signerKey = newSignerKey();
    await submit(node, await keyAddMessage({ ...account(703), signerKey, nonce: 5 }));
    await expect.poll(async () => (await get(node, '/v1/signersByFid?fid=703')).body.currentUserNonce).toBe(5);

    const replay = await submit(node, await keyAddMessage({ ...account(703), signerKey: newSignerKey(), nonce: 5 }));
    expect(refusal(replay.body)).toBe('bad_request.conflict/gasless-key nonce 5 is not greater than stored nonce 5');

    const impostor = await submit(node, await keyAddMessage({ fid: 703, custody: custodyOf(704), signerKey: newSignerKey(), nonce: 6, requester: account(703) }));
    expect(refusal(impostor.body)).toBe('bad_request.validation_failure/invalid signature');

    const otherRequester = await submit(node, await keyAddMessage({ ...account(703), signerKey: newSignerKey(), nonce: 6, requester: { fid: 704, custody: custodyOf(705) } }));
    expect(refusal(otherRequester.body)).toBe('bad_request.validation_failure/requestSigner does not match custody address of requestFid');

    const unknownRequester = await submit(node, await keyAddMessage({ ...account(703), signerKey: newSignerKey(), nonce: 6, requester: { fid: 9999, custody: custodyOf(705) } }));
    expect(refusal(unknownRequester.body)).toBe('bad_request.validation_failure/SignedKeyRequest metadata is malformed or signature does not verify');

    const unregistered = await submit(node, await keyAddMessage({ fid: 9998, custody: custodyOf(9998), signerKey: newSignerKey(), nonce: 1 }));
    expect(refusal(unregistered.body)).toBe('bad_request.validation_failure/unknown fid');
  });

  it('refuses a key another FID holds or that is on chain already, and the scopes and time to live the rules forbid', async () => {
    const signerKey = newSignerKey();
    await submit(node, await keyAddMessage({ ...account(705), signerKey, nonce: 1 }));
    await expect.poll(async () => (await get(node, '/v1/signersByFid?fid=705')).body.gaslessSignerCount).toBe(1);
    const claimed = await submit(node, await keyAddMessage({ ...account(706), signerKey, nonce: 1 }));
    expect(refusal(claimed.body)).toBe('bad_request.validation_failure/key is already claimed by a different fid');

    const onChain = newSignerKey();
    node.setSigner(706, publicKeyHex(onChain), true);
    const again = await submit(node, await keyAddMessage({ ...account(706), signerKey: onChain, nonce: 1 }));
    expect(refusal(again.body)).toBe('bad_request.validation_failure/key is already registered onchain for this fid');
    // An on-chain signer is scope-free.
    expect((await submit(node, follow(706, onChain, 1))).status).toBe(200);

    // The rules of the body itself, in @farcaster/core's words (the stand-in validates with it).
    const key = newSignerKey();
    const valid = await keyAddMessage({ ...account(706), signerKey: key, nonce: 2 });
    const body = valid.data!.keyAddBody!;
    const withBody = (change: Partial<typeof body>) => signedBy(key, { ...valid.data!, keyAddBody: { ...body, ...change } });
    expect(refusal((await submit(node, withBody({ scopes: [MessageType.CAST_ADD, MessageType.KEY_ADD] }))).body)).toBe('bad_request.validation_failure/invalid scope: 16');
    expect(refusal((await submit(node, withBody({ scopes: [MessageType.KEY_REMOVE] }))).body)).toBe('bad_request.validation_failure/invalid scope: 17');
    expect(refusal((await submit(node, withBody({ ttl: 90 * 86_400 + 1 }))).body)).toBe('bad_request.validation_failure/ttl must be > 0 and <= 7776000');
  });

  it('takes one KEY_ADD a minute per FID', async () => {
    const limited = await startStandInNode({ mergeDelayMs: 10 });
    try {
      limited.registerFid(707, custodyOf(707).address);
      expect((await submit(limited, await keyAddMessage({ ...account(707), signerKey: newSignerKey(), nonce: 1 }))).status).toBe(200);
      const second = await submit(limited, await keyAddMessage({ ...account(707), signerKey: newSignerKey(), nonce: 2 }));
      expect(refusal(second.body)).toBe('bad_request.rate_limited/rate limit exceeded for FID 707');
    } finally {
      await limited.close();
    }
  });

  it('takes a key away with the custody’s KEY_REMOVE or the key’s own, each with its nonce, after which the key signs nothing', async () => {
    const [custodyRemoved, selfRemoved] = [newSignerKey(), newSignerKey()];
    await submit(node, await keyAddMessage({ ...account(708), signerKey: custodyRemoved, nonce: 1 }));
    await submit(node, await keyAddMessage({ ...account(708), signerKey: selfRemoved, nonce: 2 }));
    await expect.poll(async () => (await get(node, '/v1/signersByFid?fid=708')).body.gaslessSignerCount).toBe(2);

    const byCustody = await keyRemoveMessage({ fid: 708, signerKey: custodyRemoved, nonce: 3, custody: custodyOf(708) });
    expect((await submit(node, byCustody)).status).toBe(200);
    const bySelf = await keyRemoveMessage({ fid: 708, signerKey: selfRemoved, nonce: 1 });
    expect((await submit(node, bySelf)).status).toBe(200);
    await merged(node, bySelf);
    await merged(node, byCustody);

    expect((await get(node, '/v1/signersByFid?fid=708&requesterFids=708')).body).toMatchObject({ signers: [], gaslessSignerCount: 0, currentUserNonce: 3, requesterFidNonces: { '708': 1 } });
    expect((await get(node, `/v1/signer?fid=708&signer=${publicKeyHex(selfRemoved)}`)).status).toBe(400);
    expect(refusal((await submit(node, cast(708, custodyRemoved, 'after removal'))).body)).toBe('bad_request.validation_failure/invalid signer');
    const notThere = await submit(node, await keyRemoveMessage({ fid: 708, signerKey: selfRemoved, nonce: 2 }));
    expect(refusal(notThere.body)).toBe('bad_request.validation_failure/key is not registered for this fid');
  });

  it('reads custody addresses it was not told of from `custodyOf` (a chain)', async () => {
    const account709 = privateKeyToAccount(generatePrivateKey());
    const chained = await startStandInNode({ mergeDelayMs: 10, custodyOf: async (fid) => (fid === 709 ? account709.address : null) });
    try {
      expect((await submit(chained, await keyAddMessage({ fid: 709, custody: account709, signerKey: newSignerKey(), nonce: 1 }))).status).toBe(200);
    } finally {
      await chained.close();
    }
  });
});
