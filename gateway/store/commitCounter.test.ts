import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { commitCounter } from './commitCounter';

describe('commitCounter', () => {
  it('moves with every row a read can see, and not with the rows bookkeeping names', () => {
    const { store, user } = memoryStore();
    const counter = commitCounter(store.db, store.signInMessages.changes);
    const start = counter();
    user('1');
    expect(counter()).toBe(start + 1);
    store.signInMessages.issue('0xa', 'spec', 'text', 1);
    expect(counter()).toBe(start + 1);
    expect(commitCounter(store.db)()).toBeGreaterThan(counter());
  });
});
