import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Message } from '@farcaster/core';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { spawnGateway } from '../testing/childGateway';
import { newTestDatabase } from '../testing/testDatabase';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { httpClient, signedMessageJson, signIn, startTestGateway, type HttpClient, type TestGateway } from '../testing/testGateway';

const [alice, bob] = demoIdentities as [(typeof demoIdentities)[0], (typeof demoIdentities)[0]];
const castAdd = (fid: number, text: string) => ({
  type: 1, fid, castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 },
});
const hashOf = (json: unknown) => `0x${Buffer.from((json as { hash: string }).hash, 'base64').toString('hex')}`;
const bytesOf = (json: unknown) => Message.encode(Message.fromJSON(json)).finish();

interface Delivery { state: string; reason?: string; acceptedAt: string; deliveredAt?: string }

async function deliveryOf(gw: HttpClient, hash: string, token: string): Promise<{ status: number; result?: Delivery; error?: string }> {
  const res = await gw.get(`/castline/v1/deliveries/${hash}`, token);
  const body = (await res.json()) as { result?: Delivery; error?: string };
  return { status: res.status, ...body };
}

/** Polls the gateway until the message leaves `waiting` (or the time runs out). */
async function settled(gw: HttpClient, hash: string, token: string, withinMs = 10_000): Promise<Delivery> {
  const until = Date.now() + withinMs;
  for (;;) {
    const { result } = await deliveryOf(gw, hash, token);
    if (result && result.state !== 'waiting') return result;
    if (Date.now() > until) throw new Error(`still ${result?.state ?? 'unknown'} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function post(gw: HttpClient, message: unknown, token: string, extra: object = {}): Promise<void> {
  const res = await gw.post('/farcaster/v2/message', { message, ...extra }, token);
  expect(res.status, await res.clone().text()).toBe(200);
}

const sentCount = (node: StandInNode, hash: string) => node.submits.filter((s) => s.hash === hash).length;

describe('delivery of accepted L1 messages to a Farcaster node', () => {
  let node: StandInNode;
  let gw: TestGateway;
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    node = await startStandInNode({ mergeDelayMs: 100 });
    gw = await startTestGateway({ hub: { hubUrl: node.url, baseBackoffMs: 100, maxBackoffMs: 400 } });
    aliceToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    bobToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 1 }), { type: 'FID', signerPublicKey: bob.signerPublicKey });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });
  afterEach(() => node.setUnavailable(false));

  it('sends a cast once, and calls it delivered when the node serves it back', async () => {
    const message = signedMessageJson(castAdd(1, 'to the network'), alice.signerPrivateKey);
    const hash = hashOf(message);
    await post(gw, message, aliceToken);
    const delivered = await settled(gw, hash, aliceToken);
    expect(delivered.state).toBe('delivered');
    expect(Date.parse(delivered.deliveredAt!)).toBeGreaterThanOrEqual(Date.parse(delivered.acceptedAt));
    expect(node.merged).toContain(hash);
    expect(node.submits.filter((s) => s.hash === hash)).toEqual([{ hash, status: 200 }]);
    expect(((await (await gw.get('/castline/v1/limits')).json()) as { delivery: boolean }).delivery).toBe(true);
    const onNode = await fetch(`${node.url}/v1/castById?fid=1&hash=${hash}`);
    expect(((await onNode.json()) as { data: { castAddBody: { text: string } } }).data.castAddBody.text).toBe('to the network');
  });

  it('delivers a message the gateway accepted as data only, without dataBytes', async () => {
    const { dataBytes: _, ...message } = signedMessageJson(castAdd(1, 'sent as data only'), alice.signerPrivateKey) as Record<string, unknown>;
    const hash = hashOf(message);
    await post(gw, message, aliceToken);
    expect((await settled(gw, hash, aliceToken)).state).toBe('delivered');
    expect(node.submits.filter((s) => s.hash === hash)).toEqual([{ hash, status: 200 }]);
  });

  it('delivers likes, follows, profile fields and removes, each confirmed by the read that shows it', async () => {
    const cast = signedMessageJson(castAdd(2, 'a cast by bob'), bob.signerPrivateKey);
    await post(gw, cast, bobToken);
    const target = { fid: 2, hash: (cast as { hash: string }).hash };
    const messages = [
      signedMessageJson({ type: 3, fid: 1, reactionBody: { type: 1, targetCastId: target } } as never, alice.signerPrivateKey),
      signedMessageJson({ type: 5, fid: 1, linkBody: { type: 'follow', targetFid: 3 } } as never, alice.signerPrivateKey),
      signedMessageJson({ type: 11, fid: 1, userDataBody: { type: 3, value: 'Bio sent to Farcaster' } } as never, alice.signerPrivateKey),
    ];
    for (const m of messages) await post(gw, m, aliceToken);
    for (const m of messages) expect((await settled(gw, hashOf(m), aliceToken)).state).toBe('delivered');
    // Removes: a second later, so they are newer than what they remove.
    await new Promise((r) => setTimeout(r, 1100));
    const removes = [
      signedMessageJson({ type: 4, fid: 1, reactionBody: { type: 1, targetCastId: target } } as never, alice.signerPrivateKey),
      signedMessageJson({ type: 6, fid: 1, linkBody: { type: 'follow', targetFid: 3 } } as never, alice.signerPrivateKey),
    ];
    const castRemove = signedMessageJson({ type: 2, fid: 2, castRemoveBody: { targetHash: target.hash } } as never, bob.signerPrivateKey);
    for (const m of removes) await post(gw, m, aliceToken);
    await post(gw, castRemove, bobToken);
    for (const m of removes) expect((await settled(gw, hashOf(m), aliceToken)).state).toBe('delivered');
    expect((await settled(gw, hashOf(castRemove), bobToken)).state).toBe('delivered');
    expect((await fetch(`${node.url}/v1/castById?fid=2&hash=${hashOf(cast)}`)).status).toBe(400);
  });

  it('acknowledges posts while the node answers 503, probes it with one message at a time, and delivers them all once it is back', async () => {
    node.setUnavailable(true);
    const messages = Array.from({ length: 5 }, (_, i) => signedMessageJson(castAdd(1, `while the node is busy ${i}`), alice.signerPrivateKey));
    const hashes = messages.map(hashOf);
    for (const m of messages) await post(gw, m, aliceToken);
    await new Promise((r) => setTimeout(r, 1500));
    for (const hash of hashes) expect((await deliveryOf(gw, hash, aliceToken)).result!.state).toBe('waiting');
    const turnedAway = node.submits.filter((s) => hashes.includes(s.hash) && s.status === 503).length;
    // One probe at a time, 100 ms doubling (jittered): about 5 in those 1.5 s, where every message for itself would make about 40.
    expect(turnedAway).toBeGreaterThanOrEqual(2);
    expect(turnedAway).toBeLessThanOrEqual(8);
    node.setUnavailable(false);
    const back = Date.now();
    for (const hash of hashes) expect((await settled(gw, hash, aliceToken)).state).toBe('delivered');
    expect(Date.now() - back).toBeLessThan(4000);
    for (const hash of hashes) expect(node.submits.filter((s) => s.hash === hash && s.status === 200)).toHaveLength(1);
  });

  it('keeps the node\'s refusal with its reason, and answers it only to the author', async () => {
    const message = signedMessageJson(castAdd(1, 'a cast the node refuses'), alice.signerPrivateKey);
    const hash = hashOf(message);
    node.refuse(hash, 'invalid signer');
    await post(gw, message, aliceToken);
    expect(await settled(gw, hash, aliceToken)).toMatchObject({ state: 'refused', reason: 'invalid signer' });
    expect(sentCount(node, hash)).toBe(1);
    expect(await deliveryOf(gw, hash, bobToken)).toMatchObject({ status: 404 });
    expect((await gw.get(`/castline/v1/deliveries/${hash}`)).status).toBe(401);
    expect(await deliveryOf(gw, '0x1234', aliceToken)).toMatchObject({ status: 400, error: expect.stringMatching(/hash is invalid/) });
  });

  it('counts a message the node already merged (bad_request.duplicate) as delivered', async () => {
    const message = signedMessageJson(castAdd(1, 'sent to the node by another client first'), alice.signerPrivateKey);
    const hash = hashOf(message);
    const direct = await fetch(`${node.url}/v1/submitMessage`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: Buffer.from(bytesOf(message)) });
    expect(direct.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await post(gw, message, aliceToken);
    expect((await settled(gw, hash, aliceToken)).state).toBe('delivered');
    expect(node.submits.filter((s) => s.hash === hash).map((s) => s.status)).toEqual([200, 400]);
  });

  it('never sends an L2 message', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const l2Token = await signIn(gw, wallet, { type: 'SIGNATURE' });
    const l2 = signedMessageJson(castAdd(0, 'an L2 cast'), generatePrivateKey());
    const external = signedMessageJson(castAdd(1, 'an external cast by an FID'), alice.signerPrivateKey);
    await post(gw, l2, l2Token);
    await post(gw, external, aliceToken, { isExternal: true });
    const l1 = signedMessageJson(castAdd(1, 'an L1 cast after them'), alice.signerPrivateKey);
    await post(gw, l1, aliceToken);
    await settled(gw, hashOf(l1), aliceToken);
    expect(sentCount(node, hashOf(l2)) + sentCount(node, hashOf(external))).toBe(0);
    expect((await deliveryOf(gw, hashOf(l2), l2Token)).status).toBe(404);
    expect((await deliveryOf(gw, hashOf(external), aliceToken)).status).toBe(404);
  });
});

describe('a message the node admitted and then dropped', () => {
  it('is sent again once it has not been read back for resendAfterMs, and then delivered', async () => {
    const node = await startStandInNode({ mergeDelayMs: 60_000 });
    const gw = await startTestGateway({ hub: { hubUrl: node.url, baseBackoffMs: 50, maxBackoffMs: 100, resendAfterMs: 500 } });
    try {
      const token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
      const message = signedMessageJson(castAdd(1, 'dropped from the mempool'), alice.signerPrivateKey);
      const hash = hashOf(message);
      await post(gw, message, token);
      await expect.poll(() => node.submits.filter((s) => s.hash === hash).length).toBe(1);
      node.dropMempool();
      node.setMergeDelay(50);
      expect((await deliveryOf(gw, hash, token)).result!.state).toBe('waiting');
      expect((await settled(gw, hash, token)).state).toBe('delivered');
      expect(node.submits.filter((s) => s.hash === hash).map((s) => s.status)).toEqual([200, 200]);
    } finally {
      await gw.dispose();
      await node.close();
    }
  });
});

describe('a node behind an API key (a hosted provider)', () => {
  it('is sent the key as x-api-key; a wrong key keeps messages waiting, not refused', async () => {
    const node = await startStandInNode({ mergeDelayMs: 50, apiKey: 'provider-key' });
    const good = await startTestGateway({ hub: { hubUrl: node.url, apiKey: 'provider-key', baseBackoffMs: 50, maxBackoffMs: 100 } });
    const wrong = await startTestGateway({ hub: { hubUrl: node.url, apiKey: 'not-the-key', baseBackoffMs: 50, maxBackoffMs: 100 } });
    try {
      const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 });
      const goodToken = await signIn(good, account, { type: 'FID', signerPublicKey: alice.signerPublicKey });
      const wrongToken = await signIn(wrong, account, { type: 'FID', signerPublicKey: alice.signerPublicKey });
      const sent = signedMessageJson(castAdd(1, 'with the right key'), alice.signerPrivateKey);
      const kept = signedMessageJson(castAdd(1, 'with a wrong key'), alice.signerPrivateKey);
      await post(good, sent, goodToken);
      await post(wrong, kept, wrongToken);
      expect((await settled(good, hashOf(sent), goodToken)).state).toBe('delivered');
      await new Promise((r) => setTimeout(r, 500));
      expect((await deliveryOf(wrong, hashOf(kept), wrongToken)).result!.state).toBe('waiting');
      expect(node.merged).not.toContain(hashOf(kept));
    } finally {
      await Promise.all([good.dispose(), wrong.dispose()]);
      await node.close();
    }
  });
});

describe('two gateway processes on one outbox', () => {
  it('send each message once between them', async () => {
    const node = await startStandInNode({ mergeDelayMs: 50 });
    const first = await startTestGateway({ hub: { hubUrl: node.url, baseBackoffMs: 50, maxBackoffMs: 200 } });
    const second = await startTestGateway({ db: first.db, hub: { hubUrl: node.url, baseBackoffMs: 50, maxBackoffMs: 200 } });
    try {
      const token = await signIn(first, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
      const messages = Array.from({ length: 40 }, (_, i) => signedMessageJson(castAdd(1, `shared outbox ${i}`), alice.signerPrivateKey));
      // Accepted by either process; both workers claim from the one table.
      await Promise.all(messages.map((m, i) => post(i % 2 ? second : first, m, token)));
      for (const m of messages) expect((await settled(first, hashOf(m), token)).state).toBe('delivered');
      for (const m of messages) expect(node.submits.filter((s) => s.hash === hashOf(m))).toEqual([{ hash: hashOf(m), status: 200 }]);
    } finally {
      await second.close();
      await first.dispose();
      await node.close();
    }
  }, 30_000);
});

describe('the node as the stand-in answers it', () => {
  it('refuses another content type in plain text and a malformed message with the node\'s error body', async () => {
    const node = await startStandInNode();
    try {
      const wrongType = await fetch(`${node.url}/v1/submitMessage`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect([wrongType.status, await wrongType.text()]).toEqual([400, 'Invalid content type: application/json']);
      const message = signedMessageJson(castAdd(1, 'x'), alice.signerPrivateKey) as Record<string, unknown>;
      const forged = Message.fromJSON({ ...message, signature: Buffer.alloc(64, 1).toString('base64') });
      const res = await fetch(`${node.url}/v1/submitMessage`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: Buffer.from(Message.encode(forged).finish()) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; error_detail: string };
      expect(body.error).toBe('Failed to submit message');
      expect(body.error_detail).toMatch(/^status: InvalidArgument, message: "bad_request\.validation_failure\/.*signature/);
      expect(((await (await fetch(`${node.url}/v1/info`)).json()) as { numShards: number }).numShards).toBe(2);
    } finally {
      await node.close();
    }
  });
});

describe('delivery across a kill -9 of the gateway', () => {
  it('sends a message accepted while the node was down after the gateway is killed and started again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'castline-delivery-'));
    const node = await startStandInNode({ mergeDelayMs: 100 });
    const flags = ['--db', await newTestDatabase(dir, 'gateway', { demo: true }), '--hub-url', node.url];
    await node.down();
    let child = await spawnGateway(flags);
    try {
      const gw = httpClient(child.url, child.apiKey);
      const token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
      const message = signedMessageJson(castAdd(1, 'accepted before the crash'), alice.signerPrivateKey);
      const hash = hashOf(message);
      await post(gw, message, token);
      await new Promise((r) => setTimeout(r, 700));
      expect((await deliveryOf(gw, hash, token)).result!.state).toBe('waiting');
      await child.kill9();
      await node.up();
      child = await spawnGateway(flags);
      const restarted = httpClient(child.url, child.apiKey);
      expect((await settled(restarted, hash, token, 20_000)).state).toBe('delivered');
      expect(node.submits.filter((s) => s.hash === hash)).toEqual([{ hash, status: 200 }]);
    } finally {
      await child.stop();
      await node.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
