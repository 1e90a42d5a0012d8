import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';

describe('message log', () => {
  it('knows a message by its identity and by its submission key', () => {
    const { store } = memoryStore();
    expect(store.messages.has('0xaa')).toBe(false);
    expect(store.messages.identityOf('0xkey')).toBeUndefined();
    store.messages.insert({ hash: '0xaa', key: '0xkey', fid: '1', messageType: 1, timestamp: 5, raw: new Uint8Array([1, 2]), external: true, createdAt: 6 });
    expect(store.messages.has('0xaa')).toBe(true);
    expect(store.messages.identityOf('0xkey')).toBe('0xaa');
    expect(store.db.prepare('SELECT fid, message_type, timestamp, raw, external, created_at FROM messages').get()).toEqual({
      fid: '1', message_type: 1, timestamp: 5, raw: Buffer.from([1, 2]), external: 1, created_at: 6,
    });
  });
});

describe('revoked tokens', () => {
  it('are refused until they would have expired anyway, then forgotten', () => {
    const { store } = memoryStore();
    store.revokedTokens.revoke('a', 100, 50);
    expect(store.revokedTokens.isRevoked('a')).toBe(true);
    expect(store.revokedTokens.isRevoked('b')).toBe(false);
    store.revokedTokens.revoke('b', 300, 100);
    expect(store.revokedTokens.isRevoked('a')).toBe(true);
    store.revokedTokens.revoke('c', 300, 101);
    expect([store.revokedTokens.isRevoked('a'), store.revokedTokens.isRevoked('b')]).toEqual([false, true]);
    store.revokedTokens.revoke('d', Math.floor(Date.now() / 1000) + 60);
    expect(store.revokedTokens.isRevoked('b')).toBe(false);
  });
});

describe('blocks', () => {
  it('are kept once per pair and listed for the blocker', () => {
    const { store, user } = memoryStore();
    const [a, b, c] = [user('1'), user('2'), user('3')];
    expect(store.blocks.add(a.id, b.id, 1)).toBe(true);
    expect(store.blocks.add(a.id, b.id, 2)).toBe(false);
    store.blocks.add(a.id, c.id, 3);
    expect(store.blocks.blockedBy(a.id)).toEqual(new Set([b.id, c.id]));
    expect(store.blocks.blockedBy(b.id)).toEqual(new Set());
    expect(store.blocks.remove(a.id, b.id)).toBe(true);
    expect(store.blocks.remove(a.id, b.id)).toBe(false);
    expect(store.blocks.blockedBy(a.id)).toEqual(new Set([c.id]));
  });
});
