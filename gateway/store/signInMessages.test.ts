import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { signInMessageStore } from './signInMessages';

describe('sign-in messages', () => {
  it('keeps a few open per address and a bounded number in all, oldest out first', () => {
    const db = openDatabase(':memory:');
    const store = signInMessageStore(db, { perAddress: 2, total: 5 });
    for (let i = 0; i < 4; i++) store.issue('0xa', 'spec', `a${i}`, i);
    expect(store.open('0xa', 'spec', 0).map((m) => m.text)).toEqual(['a3', 'a2']);
    for (let i = 0; i < 6; i++) store.issue(`0x${i}`, 'spec', `other${i}`, 10 + i);
    expect(db.prepare('SELECT COUNT(*) AS n FROM signin_messages').get()).toEqual({ n: 5 });
    expect(store.open('0xa', 'spec', 0)).toEqual([]);
    const [newest] = store.open('0x5', 'spec', 0);
    expect(store.spend(newest!.id)).toBe(true);
    expect(store.spend(newest!.id)).toBe(false);
    db.close();
  });
});

describe('sign-in messages by mode and age', () => {
  it('are opened only for their own address and mode, not before a time, and pruned by age per mode', () => {
    const db = openDatabase(':memory:');
    const store = signInMessageStore(db);
    store.issue('0xa', 'spec', 'old', 10);
    store.issue('0xa', 'spec', 'new', 20);
    store.issue('0xa', 'farquest', 'other mode', 10);
    expect(store.open('0xa', 'spec', 15).map((m) => [m.text, m.issued_at])).toEqual([['new', 20]]);
    expect(store.open('0xb', 'spec', 0)).toEqual([]);
    const before = store.changes();
    store.prune('spec', 15);
    expect(store.changes()).toBe(before + 1);
    expect(store.open('0xa', 'spec', 0).map((m) => m.text)).toEqual(['new']);
    expect(store.open('0xa', 'farquest', 0).map((m) => m.text)).toEqual(['other mode']);
    db.close();
  });
});
