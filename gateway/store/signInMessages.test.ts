import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '../testing/testDatabase';
import { openDatabase } from './database';
import { signInMessageStore } from './signInMessages';

describe('sign-in messages', () => {
  it('keeps a few open per address and a bounded number in all, oldest out first', async () => {
    const db = await openDatabase(await newTestDatabase());
    const store = signInMessageStore(db, { perAddress: 2, total: 5 });
    for (let i = 0; i < 4; i++) await store.issue('0xa', 'spec', `a${i}`, i);
    expect((await store.open('0xa', 'spec', 0)).map((m) => m.text)).toEqual(['a3', 'a2']);
    for (let i = 0; i < 6; i++) await store.issue(`0x${i}`, 'spec', `other${i}`, 10 + i);
    expect(await db.first(sql`SELECT COUNT(*) AS n FROM signin_messages`)).toEqual({ n: 5 });
    expect(await store.open('0xa', 'spec', 0)).toEqual([]);
    const [newest] = await store.open('0x5', 'spec', 0);
    expect(await store.spend(newest!.id)).toBe(true);
    expect(await store.spend(newest!.id)).toBe(false);
    expect(db.ownWrites()).toBe(0);
    await db.close();
  });
});

describe('sign-in messages by mode and age', () => {
  it('are opened only for their own address and mode, not before a time, and pruned by age per mode', async () => {
    const db = await openDatabase(await newTestDatabase());
    const store = signInMessageStore(db);
    await store.issue('0xa', 'spec', 'old', 10);
    await store.issue('0xa', 'spec', 'new', 20);
    await store.issue('0xa', 'farquest', 'other mode', 10);
    expect((await store.open('0xa', 'spec', 15)).map((m) => [m.text, m.issued_at])).toEqual([['new', 20]]);
    expect(await store.open('0xb', 'spec', 0)).toEqual([]);
    await store.prune('spec', 15);
    expect((await store.open('0xa', 'spec', 0)).map((m) => m.text)).toEqual(['new']);
    expect((await store.open('0xa', 'farquest', 0)).map((m) => m.text)).toEqual(['other mode']);
    await db.close();
  });
});
