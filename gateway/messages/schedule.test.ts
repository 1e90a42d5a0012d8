import { describe, expect, it } from 'vitest';
import type { Identity } from '../auth/tokens';
import { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import { demoIdentities } from '../seed/identities';
import { testStore } from '../testing/testStore';
import { farcasterNow, signedMessageJson } from '../testing/signedMessage';
import { publishDue, scheduleCast } from './schedule';

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

const castAt = (at: number, text: string) => ({
  message: signedMessageJson({ type: 1, fid: 1, timestamp: at, castAddBody: { text, embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } }, alice.signerPrivateKey),
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
});
