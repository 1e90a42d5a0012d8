import { ed25519 } from '@noble/curves/ed25519.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Identity } from '../auth/tokens';
import { ConflictError, ForbiddenError, InvalidInputError, UnauthenticatedError } from '../domainErrors';
import type { SignerRegistry } from '../l1/registry';
import { testStore } from '../testing/testStore';
import { farcasterNow, signedMessageJson } from '../testing/signedMessage';
import type { AcceptedMessage } from '../store/messageLog';
import { hex } from './envelope';
import { submissionKey } from './identity';
import { MAX_FUTURE_MS, checkSubmission, commitSubmission, submitMessage, type SubmitBody } from './submit';

// submitMessage on a store of its own; submit.test.ts sends the same messages through the HTTP route.
const aliceKey = ed25519.utils.randomSecretKey();
const aliceSigner = hex(ed25519.getPublicKey(aliceKey));
const registry: SignerRegistry = {
  fidOf: async () => null,
  custodyOf: async () => null,
  isActiveSigner: async (fid, key) => fid === 1 && key === aliceSigner,
};
const walletA = `0x${'aa'.repeat(20)}`;
const walletB = `0x${'bb'.repeat(20)}`;
const alice: Identity = { kind: 'fid', fid: '1', signerKey: aliceSigner };
const l2 = (fid: string): Identity => ({ kind: 'address', fid });
const castAdd = (fid: number, text: string, extra: object = {}) => ({
  type: 1, fid, castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0, ...extra },
});
const epochMs = Date.UTC(2021, 0, 1);

async function setup() {
  const m = await testStore();
  await m.user('1', 'alice');
  await m.user('2', 'bob');
  await m.user(walletA);
  await m.user(walletB);
  const submit = (identity: Identity, body: SubmitBody, now?: number) =>
    submitMessage(m.store, registry, identity, body, (accepted: AcceptedMessage) => accepted, { now });
  return { ...m, submit };
}

async function refusal(promise: Promise<unknown>, type: abstract new (...args: never[]) => Error): Promise<string> {
  const error = await promise.then(() => new Error('not refused'), (e: unknown) => e as Error);
  expect(error).toBeInstanceOf(type);
  return error.message;
}

describe('submitMessage: L1', () => {
  it('accepts a signed cast of the signed-in FID, stores it, logs it, and answers the accepted message', async () => {
    const { store, submit } = await setup();
    const message = signedMessageJson(castAdd(1, 'hello'), aliceKey);
    const accepted = await submit(alice, { message }, 5_000_000_000_000);
    const stored = (await store.casts.byHash(accepted.hash))!;
    expect(stored).toMatchObject({ text: 'hello', external: 0 });
    expect(accepted).toMatchObject({
      fid: '1', l1: true, messageType: 1, timestamp: stored.timestamp, hashScheme: 1, signatureScheme: 1, signer: aliceSigner,
      external: false, createdAt: 5_000_000_000_000, bodyOverrides: null,
    });
    expect(accepted.timestamp).toBe(epochMs + (message as { data: { timestamp: number } }).data.timestamp * 1000);
    expect(accepted.raw).toMatch(/^0x[0-9a-f]+$/);
    expect(accepted.signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect((await store.messages.clashes(submissionKey('1', accepted.hash, {}), '0x00')).sameSubmission).toBe(accepted.hash);
    const row = (await store.db.first(sql<{ raw: Buffer; external: number; fid: string }>`SELECT raw, external, fid FROM messages WHERE hash = ${accepted.hash}`))!;
    expect(hex(row.raw)).toBe(accepted.raw);
    expect(row).toMatchObject({ external: 0, fid: '1' });
    const again = await submit(alice, { message }).catch((e: unknown) => e as ConflictError);
    expect(again).toBeInstanceOf(ConflictError);
    expect(again).toMatchObject({ message: `Message ${accepted.hash} was already submitted`, details: { hash: accepted.hash } });
  });

  it('ignores bodyOverrides (but still checks them) and echoes them as empty', async () => {
    const { submit } = await setup();
    const accepted = await submit(alice, { message: signedMessageJson(castAdd(1, 'plain'), aliceKey), bodyOverrides: { mentions: ['2'] } });
    expect(accepted.bodyOverrides).toEqual({});
    const bad = submit(alice, { message: signedMessageJson(castAdd(1, 'plain too'), aliceKey), bodyOverrides: { other: 1 } });
    expect(await refusal(bad, InvalidInputError)).toMatch(/^bodyOverrides may only hold/);
  });

  it('refuses another FID’s message, an invalid one, an unregistered signer and a bad request, each for its reason', async () => {
    const { store, submit } = await setup();
    const stranger = ed25519.utils.randomSecretKey();
    expect(await refusal(submit(alice, { message: signedMessageJson(castAdd(2, 'x'), aliceKey) }), ForbiddenError)).toBe(
      'Message fid 2 does not match the signed-in FID 1',
    );
    expect(await refusal(submit(alice, { message: signedMessageJson(castAdd(1, 'x'.repeat(321)), aliceKey) }), InvalidInputError)).toMatch(/^Invalid message: /);
    expect(await refusal(submit(alice, { message: signedMessageJson(castAdd(1, 'x'), stranger) }), ForbiddenError)).toBe(
      `Invalid signer: ${hex(ed25519.getPublicKey(stranger))} is not an active signer of FID 1`,
    );
    expect(await refusal(submit(alice, { message: signedMessageJson(castAdd(1, 'x'), aliceKey), isExternal: 'yes' }), InvalidInputError)).toBe(
      'isExternal must be a boolean',
    );
    expect(await refusal(submit(alice, {}), InvalidInputError)).toBe('message is required');
    expect(await refusal(submit(alice, { message: 'x' }), InvalidInputError)).toMatch(/^message must be/);
    const nobody: Identity = { kind: 'fid', fid: '1', signerKey: aliceSigner };
    await store.db.write(sql`UPDATE users SET fid = '100' WHERE fid = '1'`);
    expect(await refusal(submit(nobody, { message: signedMessageJson(castAdd(1, 'x'), aliceKey) }), UnauthenticatedError)).toBe('Invalid token');
  });

  it('refuses a message dated more than ten minutes ahead', async () => {
    const { submit } = await setup();
    const timestamp = farcasterNow();
    const message = signedMessageJson(castAdd(1, 'from the future'), aliceKey);
    const dated = epochMs + timestamp * 1000;
    expect(await refusal(submit(alice, { message }, dated - MAX_FUTURE_MS - 1), InvalidInputError)).toBe(
      'message timestamp is more than 10 minutes in the future',
    );
    expect((await submit(alice, { message }, dated - MAX_FUTURE_MS)).timestamp).toBe(dated);
    expect(MAX_FUTURE_MS).toBe(600_000);
  });

  it('commits nothing when the answer cannot be built', async () => {
    const { store } = await setup();
    const message = signedMessageJson(castAdd(1, 'never answered'), aliceKey);
    const failing = submitMessage(store, registry, alice, { message }, () => {
      throw new Error('answer failed');
    });
    await expect(failing).rejects.toThrow('answer failed');
    expect(await store.casts.page({ kind: 'all' }, { ts: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER }, 10)).toEqual([]);
  });
});

describe('submitMessage: L2', () => {
  it('takes fid 0 from any key, with the token as author and string FIDs from bodyOverrides', async () => {
    const { store, submit } = await setup();
    const message = signedMessageJson(castAdd(0, ' hi', { mentions: [0], mentionsPositions: [0] }), ed25519.utils.randomSecretKey());
    const accepted = await submit(l2(walletA), { message, bodyOverrides: { mentions: ['2'] } });
    expect(accepted).toMatchObject({ fid: walletA, l1: false, external: true, bodyOverrides: { mentions: ['2'] } });
    expect(await store.casts.byHash(accepted.hash)).toMatchObject({ mentions: '["2"]', external: 1 });
  });

  it('takes a message marked external from an FID token, as that FID or fid 0', async () => {
    const { submit } = await setup();
    const key = ed25519.utils.randomSecretKey();
    const own = await submit(alice, { message: signedMessageJson(castAdd(1, 'external as alice'), key), isExternal: true });
    expect(own).toMatchObject({ fid: '1', l1: true, external: true });
    const zero = await submit(alice, { message: signedMessageJson(castAdd(0, 'external as fid 0'), key), isExternal: true });
    expect(zero.external).toBe(true);
  });

  it('refuses an L2 message that names another FID as its author, or an unknown network', async () => {
    const { store, submit } = await setup();
    const key = ed25519.utils.randomSecretKey();
    expect(await refusal(submit(l2(walletA), { message: signedMessageJson(castAdd(1, 'as alice'), key) }), ForbiddenError)).toBe(
      'An L2 message carries fid 0 or the signed-in FID, not 1',
    );
    expect(await refusal(submit(alice, { message: signedMessageJson(castAdd(2, 'as bob'), key), isExternal: true }), ForbiddenError)).toBe(
      'An L2 message carries fid 0 or the signed-in FID, not 2',
    );
    expect(await store.casts.page({ kind: 'all' }, { ts: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER }, 10)).toEqual([]);
    const elsewhere = signedMessageJson({ ...castAdd(0, 'no network'), network: 0 }, key);
    expect(await refusal(submit(l2(walletA), { message: elsewhere }), InvalidInputError)).toBe('message network must be FARCASTER_NETWORK_MAINNET, TESTNET or DEVNET');
    for (const network of [2, 3]) expect((await submit(l2(walletA), { message: signedMessageJson({ ...castAdd(0, `net ${network}`), network }, key) })).external).toBe(true);
  });

  it('stores the same signed message from another author under its submission key, and refuses each submission sent twice', async () => {
    const { submit } = await setup();
    const message = signedMessageJson(castAdd(0, 'shared'), ed25519.utils.randomSecretKey());
    const first = await submit(l2(walletA), { message });
    const second = await submit(l2(walletB), { message });
    expect(second.hash).toBe(submissionKey(walletB, first.hash, {}));
    const withOverrides = await submit(l2(walletB), { message, bodyOverrides: { mentions: [] } });
    expect(withOverrides.hash).toBe(submissionKey(walletB, first.hash, { mentions: [] }));
    const again = await submit(l2(walletB), { message }).catch((e: unknown) => e);
    expect(again).toMatchObject({ message: `Message ${second.hash} was already submitted`, details: { hash: second.hash } });
    expect(again).toBeInstanceOf(ConflictError);
  });

  it('refuses as L1 a message its author already sent as external', async () => {
    const { submit } = await setup();
    const message = signedMessageJson(castAdd(1, 'both ways'), aliceKey);
    const external = await submit(alice, { message, isExternal: true, bodyOverrides: { mentions: [] } });
    const error = await submit(alice, { message }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ details: { hash: external.hash } });
  });
});

describe('submitMessage: sent together', () => {
  it('accepts casts sent at once with a reply to one of them, counts the reply once, and refuses the same cast sent twice once', async () => {
    const { store } = await setup();
    const parent = signedMessageJson(castAdd(1, 'parent'), aliceKey) as { hash: string };
    const parentHash = Buffer.from(parent.hash, 'base64');
    const reply = signedMessageJson(castAdd(1, 'reply', { parentCastId: { fid: 1, hash: parentHash } }), aliceKey);
    const others = [...Array(6)].map((_, i) => signedMessageJson(castAdd(1, `cast ${i}`), aliceKey));
    // Their signature checks end in any order, and a reply whose check ends before its parent's is refused
    // as a reply to an unknown cast: checked first, then all committed before the event loop's next turn,
    // in the order sent, so as one group.
    const now = Date.now();
    const checked = await Promise.all([parent, reply, ...others, others[0]].map((message) => checkSubmission(registry, alice, { message }, now)));
    const respond = (accepted: AcceptedMessage) => accepted;
    const results = await Promise.allSettled(checked.map((submission) => commitSubmission(store, alice, submission, respond, { now })));
    expect(results.map((result) => result.status)).toEqual([...Array(8).fill('fulfilled'), 'rejected']);
    expect((results[8] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    const stored = (await store.casts.byHash(hex(parentHash)))!;
    expect(stored.replies_count).toBe(1);
    expect((await store.casts.thread(stored.hash, { ts: 0, id: 0 }, 10)).map((cast) => cast.text)).toEqual(['parent', 'reply']);
    expect((await store.db.all(sql<{ text: string }>`SELECT text FROM casts ORDER BY text`)).map((row) => row.text)).toEqual([
      'cast 0', 'cast 1', 'cast 2', 'cast 3', 'cast 4', 'cast 5', 'parent', 'reply',
    ]);
  });
});
