import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Identity } from '../auth/tokens';
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError } from '../domainErrors';
import type { SignerRegistry } from '../l1/registry';
import { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import { demoIdentities } from '../seed/identities';
import { openDatabase } from '../store/database';
import { createStore } from '../store/store';
import { newTestDatabase } from '../testing/testDatabase';
import { testStore } from '../testing/testStore';
import { farcasterNow, signedMessageJson } from '../testing/signedMessage';
import { MAX_SCHEDULED } from '../store/scheduledCasts';
import { cancelScheduled, PUBLISH_AT_ONCE_MS, publishDue, scheduleCast } from './schedule';
import { submitMessage } from './submit';

const alice = demoIdentities[0]!;
const identity: Identity = { kind: 'fid', fid: '1', signerKey: alice.signerPublicKey };

/** Alice (FID 1) with her signer registered, on a new test database. */
async function setUp() {
  const { store, user } = await testStore();
  await user('1', 'alice');
  const registry = new DatabaseSignerRegistry(store.db);
  await registry.setSigner(1, alice.signerPublicKey as `0x${string}`, true);
  return { store, registry };
}

const dir = mkdtempSync(join(tmpdir(), 'castline-schedule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let databases = 0;

/**
 * Alice (FID 1) with her signer registered, on a new database opened twice: the second store stands for
 * another gateway process on the same database.
 */
async function setUpTwoProcesses() {
  const location = await newTestDatabase(dir, `shared-${++databases}`);
  const [store, other] = [createStore(await openDatabase(location)), createStore(await openDatabase(location))];
  await store.users.insert({ fid: '1', external: false, custodyAddress: null, username: 'alice', displayName: '', bio: '', bioMentions: [], pfpUrl: '', url: '', registeredAt: 0 });
  const registry = new DatabaseSignerRegistry(store.db);
  await registry.setSigner(1, alice.signerPublicKey as `0x${string}`, true);
  return { store, other, registry, close: () => Promise.all([store.db.close(), other.db.close()]) };
}

/** `registry`, whose signer checks first run `step` (the moment between a publication's claim and its write). */
const checkingWith = (registry: SignerRegistry, step: () => Promise<unknown>): SignerRegistry => ({
  fidOf: (custody) => registry.fidOf(custody),
  custodyOf: (fid) => registry.custodyOf(fid),
  async isActiveSigner(fid, key) {
    await step();
    return registry.isActiveSigner(fid, key);
  },
});

/** `registry`, whose signer checks fail with `error`. */
const failingWith = (registry: SignerRegistry, error: Error) => checkingWith(registry, () => Promise.reject(error));

const castAt = (at: number, text: string) => ({
  message: signedMessageJson({ type: 1, fid: 1, timestamp: at, castAddBody: { text, embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } }, alice.signerPrivateKey),
});

/** A Farcaster timestamp (seconds since 2021-01-01 UTC) in Unix milliseconds. */
const unixMs = (farcasterSeconds: number) => Date.UTC(2021, 0, 1) + farcasterSeconds * 1000;

describe('scheduling a cast', () => {
  it('publishes a cast dated up to five seconds ahead at once, answering as a submission, queued for delivery only when asked', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    const publish = async (text: string, outbox?: boolean) => {
      const outcome = await scheduleCast(store, registry, identity, castAt(at, text), (accepted) => ({ answered: accepted.hash }), { outbox, now: unixMs(at) - PUBLISH_AT_ONCE_MS });
      expect(outcome).toEqual({ published: { answered: expect.stringMatching(/^0x[0-9a-f]{40}$/) } });
      return (outcome as { published: { answered: string } }).published.answered;
    };
    const [quiet, delivered] = [await publish('not delivered'), await publish('delivered', true)];
    expect(await store.messages.has(quiet)).toBe(true);
    expect(await store.outbox.status(quiet)).toBeUndefined();
    expect(await store.outbox.status(delivered)).toMatchObject({ state: 'waiting', acceptedAt: unixMs(at) - PUBLISH_AT_ONCE_MS });
    expect(await store.scheduled.of('1')).toEqual([]);
  });

  it('keeps a cast dated further ahead, answering with its own row among others kept sooner', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    const now = unixMs(at) - PUBLISH_AT_ONCE_MS - 2000;
    await scheduleCast(store, registry, identity, castAt(at - 1, 'sooner'), () => null, { now });
    const outcome = await scheduleCast(store, registry, identity, castAt(at, 'later'), () => null, { now });
    expect(outcome).toEqual({ scheduled: expect.objectContaining({ text: 'later', publish_at: unixMs(at), created_at: now, failure: null }) });
    expect((await store.scheduled.of('1')).map((row) => row.text)).toEqual(['sooner', 'later']);
    expect(await store.messages.has((outcome as { scheduled: { hash: string } }).scheduled.hash)).toBe(false);
  });

  it('refuses anything but a cast', async () => {
    const { store, registry } = await setUp();
    const like = signedMessageJson({ type: 3, fid: 1, reactionBody: { type: 1, targetCastId: { fid: 2, hash: new Uint8Array(20) } } }, alice.signerPrivateKey);
    const refusal = await scheduleCast(store, registry, identity, { message: like }, () => null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidInputError);
    expect(refusal).toMatchObject({ message: 'Only casts can be scheduled' });
  });

  it('refuses a cast already kept, or already published, naming its hash', async () => {
    const { store, registry } = await setUp();
    const later = castAt(farcasterNow() + 600, 'kept');
    const { scheduled } = (await scheduleCast(store, registry, identity, later, () => null)) as { scheduled: { hash: string } };
    const again = scheduleCast(store, registry, identity, later, () => null);
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ message: `Message ${scheduled.hash} was already submitted`, details: { hash: scheduled.hash } });
    const due = castAt(farcasterNow(), 'published at once');
    await scheduleCast(store, registry, identity, due, () => null);
    await expect(scheduleCast(store, registry, identity, due, () => null)).rejects.toBeInstanceOf(ConflictError);
  });

  it(`keeps at most ${MAX_SCHEDULED} casts per account`, async () => {
    const { store, registry } = await setUp();
    const start = farcasterNow() + 600;
    for (let i = 1; i < MAX_SCHEDULED; i++) {
      await store.scheduled.add({ hash: `0x${i.toString(16).padStart(40, '0')}`, ownerFid: '1', identity: '{}', body: '{}', text: `${i}`, publishAt: unixMs(start), createdAt: 0 });
    }
    await scheduleCast(store, registry, identity, castAt(start, 'the last one'), () => null);
    const over = scheduleCast(store, registry, identity, castAt(start + 1, 'one too many'), () => null);
    await expect(over).rejects.toBeInstanceOf(ConflictError);
    await expect(over).rejects.toThrow(`At most ${MAX_SCHEDULED} scheduled casts per account: cancel one to schedule another`);
    expect(await store.scheduled.count('1')).toBe(MAX_SCHEDULED);
  });
});

describe('scheduled casts', () => {
  it('publishes only what is due, and keeps the refusal when the signer was removed meanwhile', async () => {
    const { store, registry } = await setUp();
    const now = Date.now();
    const soon = farcasterNow() + 60;
    await scheduleCast(store, registry, identity, castAt(soon, 'due first'), () => null, { now });
    await scheduleCast(store, registry, identity, castAt(soon + 60, 'due later'), () => null, { now });
    expect(await publishDue(store, registry, { now: now })).toBe(0);

    await registry.setSigner(1, alice.signerPublicKey as `0x${string}`, false);
    expect(await publishDue(store, registry, { now: now + 61_000 })).toBe(0);
    const [refused, waiting] = await store.scheduled.of('1');
    expect(refused).toMatchObject({ text: 'due first', failure: expect.stringMatching(/not an active signer/) });
    expect(waiting).toMatchObject({ text: 'due later', failure: null });
    // A refused cast is not tried again.
    await registry.setSigner(1, alice.signerPublicKey as `0x${string}`, true);
    expect(await publishDue(store, registry, { now: now + 121_000 })).toBe(1);
    expect((await store.scheduled.of('1')).map((row) => row.text)).toEqual(['due first']);
  });

  it('never publishes a cast twice: a claimed cast is left to its claimer until the lease runs out', async () => {
    const { store, registry } = await setUp();
    const now = Date.now();
    await scheduleCast(store, registry, identity, castAt(farcasterNow() + 60, 'once'), () => null, { now });
    // Another process claimed it and died before publishing.
    expect(await store.scheduled.claimDue(now + 61_000, now + 91_000, 10)).toHaveLength(1);
    expect(await publishDue(store, registry, { now: now + 62_000 })).toBe(0);
    expect(await publishDue(store, registry, { now: now + 92_000 })).toBe(1);
    expect(await publishDue(store, registry, { now: now + 200_000 })).toBe(0);
    expect(await store.scheduled.of('1')).toEqual([]);
  });

  it('queues a published L1 cast for delivery to the node when one is configured, as any accepted message', async () => {
    const { store, registry } = await setUp();
    const now = Date.now();
    const { scheduled } = (await scheduleCast(store, registry, identity, castAt(farcasterNow() + 60, 'to the network'), () => null, { now })) as { scheduled: { hash: string } };
    expect(await store.outbox.status(scheduled.hash)).toBeUndefined();
    expect(await publishDue(store, registry, { outbox: true, now: now + 61_000 })).toBe(1);
    expect(await store.outbox.status(scheduled.hash)).toMatchObject({ state: 'waiting', fid: '1' });
  });

  it('publishes a due cast with no delivery unless asked', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    const { scheduled } = (await scheduleCast(store, registry, identity, castAt(at, 'quiet'), () => null, { outbox: true })) as { scheduled: { hash: string } };
    expect(await publishDue(store, registry, { now: unixMs(at) })).toBe(1);
    expect(await store.messages.has(scheduled.hash)).toBe(true);
    expect(await store.outbox.status(scheduled.hash)).toBeUndefined();
  });

  it('lets a cast found already published leave the list, unrefused', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    const cast = castAt(at, 'posted meanwhile');
    await scheduleCast(store, registry, identity, cast, () => null);
    await submitMessage(store, registry, identity, cast, () => null);
    expect(await publishDue(store, registry, { now: unixMs(at) })).toBe(0);
    expect(await store.scheduled.of('1')).toEqual([]);
  });

  it('leaves a cast it could not check (the chain unreachable) unrefused, saying so, and publishes it at its next attempt ten seconds on', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    await scheduleCast(store, registry, identity, castAt(at, 'retried'), () => null);
    const now = unixMs(at);
    expect(await publishDue(store, failingWith(registry, new Error('chain unreachable')), { now })).toBe(0);
    expect(await store.scheduled.of('1')).toMatchObject([
      { text: 'retried', failure: null, attempts: 1, retry_reason: 'The gateway could not check it or store it just now.', lease_until: now + 10_000 },
    ]);
    expect(await publishDue(store, registry, { now: now + 9_999 })).toBe(0);
    expect(await publishDue(store, registry, { now: now + 10_000 })).toBe(1);
    expect(await store.scheduled.of('1')).toEqual([]);
  });

  it('tries a cast again while the node cannot be asked, waiting twice as long each time up to ten minutes, and refuses it after 30 attempts', async () => {
    const { store, registry } = await setUp();
    const at = farcasterNow() + 60;
    await scheduleCast(store, registry, identity, castAt(at, 'the node is down'), () => null);
    const down = failingWith(registry, new UnavailableError('The Farcaster node could not be read (it answered 503).'));
    let now = unixMs(at);
    const waits: number[] = [];
    for (let attempt = 1; attempt < 30; attempt++) {
      expect(await publishDue(store, down, { now })).toBe(0);
      const [row] = await store.scheduled.of('1');
      expect(row).toMatchObject({ failure: null, attempts: attempt, retry_reason: 'The Farcaster node could not be read (it answered 503).' });
      expect(await store.scheduled.claimDue(row!.lease_until - 1, row!.lease_until, 10)).toEqual([]);
      waits.push(row!.lease_until - now);
      now = row!.lease_until;
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 320_000, ...Array<number>(23).fill(600_000)]);
    expect(await publishDue(store, down, { now })).toBe(0);
    expect(await store.scheduled.of('1')).toMatchObject([{
      failure: 'It could not be published in 30 attempts over about four hours. The last one: The Farcaster node could not be read (it answered 503).',
      retry_reason: null,
    }]);
    expect(await publishDue(store, registry, { now: now + 86_400_000 })).toBe(0);
  });
});

describe('cancelling a scheduled cast', () => {
  it('wins over a publication under way in another process: the cast is never published', async () => {
    const { store, other, registry, close } = await setUpTwoProcesses();
    try {
      const at = farcasterNow() + 60;
      const { scheduled } = (await scheduleCast(store, registry, identity, castAt(at, 'cancelled in time'), () => null)) as { scheduled: { hash: string } };
      const answers: unknown[] = [];
      // Claimed by this process, cancelled by the other before this one writes the cast.
      const cancelling = checkingWith(registry, () => cancelScheduled(other, '1', scheduled.hash).then(() => answers.push('cancelled')));
      expect(await publishDue(store, cancelling, { now: unixMs(at) })).toBe(0);
      expect(answers).toEqual(['cancelled']);
      expect(await store.messages.has(scheduled.hash)).toBe(false);
      expect(await other.messages.has(scheduled.hash)).toBe(false);
      expect(await store.scheduled.of('1')).toEqual([]);
    } finally {
      await close();
    }
  });

  it('after the publication, from another process, says it was published, naming its hash; another account finds nothing', async () => {
    const { store, other, registry, close } = await setUpTwoProcesses();
    try {
      const at = farcasterNow() + 60;
      const { scheduled } = (await scheduleCast(store, registry, identity, castAt(at, 'published first'), () => null)) as { scheduled: { hash: string } };
      expect(await publishDue(store, registry, { now: unixMs(at) })).toBe(1);
      const late = cancelScheduled(other, '1', scheduled.hash);
      await expect(late).rejects.toBeInstanceOf(ConflictError);
      await expect(late).rejects.toMatchObject({ message: 'This cast was already published.', details: { hash: scheduled.hash } });
      await expect(cancelScheduled(other, '2', scheduled.hash)).rejects.toBeInstanceOf(NotFoundError);
      expect(await other.messages.has(scheduled.hash)).toBe(true);
    } finally {
      await close();
    }
  });
});
