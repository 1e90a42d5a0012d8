import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';

describe('message log', () => {
  it('knows a message by its identity and by its submission key', async () => {
    const { store } = await testStore();
    expect(await store.messages.has('0xaa')).toBe(false);
    expect(await store.messages.clashes('0xkey', '0xaa')).toEqual({ sameSubmission: undefined, hashTaken: false });
    expect(await store.messages.insertUnlessLogged({ hash: '0xaa', key: '0xkey', fid: '1', messageType: 1, timestamp: 5, raw: new Uint8Array([1, 2]), external: true, createdAt: 6 })).toBe(true);
    expect(await store.messages.has('0xaa')).toBe(true);
    expect(await store.messages.clashes('0xkey', '0xbb')).toEqual({ sameSubmission: '0xaa', hashTaken: false });
    expect(await store.messages.clashes('0xother', '0xaa')).toEqual({ sameSubmission: undefined, hashTaken: true });
    expect(await store.messages.clashes('0xkey', '0xaa')).toEqual({ sameSubmission: '0xaa', hashTaken: true });
    expect(await store.db.first(sql`SELECT submission_key, fid, message_type, timestamp, raw, external, created_at FROM messages`)).toEqual({
      submission_key: '0xkey', fid: '1', message_type: 1, timestamp: 5, raw: Buffer.from([1, 2]), external: 1, created_at: 6,
    });
  });

  it('keeps one message per identity and one per submission key, and refuses a second without a failure', async () => {
    const { store } = await testStore();
    const message = { hash: '0xaa', key: '0xkey', fid: '1', messageType: 1, timestamp: 5, raw: new Uint8Array([1]), external: true, createdAt: 6 };
    expect(await store.messages.insertUnlessLogged(message)).toBe(true);
    const before = store.db.ownWrites();
    expect(await store.messages.insertUnlessLogged({ ...message, hash: '0xbb' })).toBe(false);
    expect(await store.messages.insertUnlessLogged({ ...message, key: '0xother' })).toBe(false);
    expect(store.db.ownWrites()).toBe(before);
    expect(await store.db.all(sql`SELECT hash, submission_key FROM messages`)).toEqual([{ hash: '0xaa', submission_key: '0xkey' }]);
  });
});

describe('revoked tokens', () => {
  it('are refused until they would have expired anyway, then forgotten', async () => {
    const { store } = await testStore();
    const revoked = store.revokedTokens;
    await revoked.revoke('a', 100, 50);
    expect(await revoked.isRevoked('a')).toBe(true);
    expect(await revoked.isRevoked('b')).toBe(false);
    await revoked.revoke('b', 300, 100);
    expect(await revoked.isRevoked('a')).toBe(true);
    await revoked.revoke('c', 300, 101);
    expect([await revoked.isRevoked('a'), await revoked.isRevoked('b')]).toEqual([false, true]);
    await revoked.revoke('d', Math.floor(Date.now() / 1000) + 60);
    expect(await revoked.isRevoked('b')).toBe(false);
  });

  it('are kept once, whoever revokes them again, and only a first revocation counts as a commit (other processes forget their answers)', async () => {
    const { store } = await testStore();
    const before = store.db.ownWrites();
    await store.revokedTokens.revoke('a', 100, 50);
    await store.revokedTokens.revoke('a', 200, 50);
    expect(await store.db.all(sql`SELECT id, expires_at FROM revoked_tokens`)).toEqual([{ id: 'a', expires_at: 100 }]);
    expect(store.db.ownWrites()).toBe(before + 1);
  });
});

describe('blocks', () => {
  it('are kept once per pair and listed for the blocker', async () => {
    const { store, user } = await testStore();
    const [a, b, c] = [await user('1'), await user('2'), await user('3')];
    expect(await store.blocks.add(a.id, b.id, 1)).toBe(true);
    expect(await store.blocks.add(a.id, b.id, 2)).toBe(false);
    await store.blocks.add(a.id, c.id, 3);
    expect(await store.blocks.blockedBy(a.id)).toEqual(new Set([b.id, c.id]));
    expect(await store.blocks.blockedBy(b.id)).toEqual(new Set());
    expect(await store.blocks.remove(a.id, b.id)).toBe(true);
    expect(await store.blocks.remove(a.id, b.id)).toBe(false);
    expect(await store.blocks.blockedBy(a.id)).toEqual(new Set([c.id]));
  });
});
