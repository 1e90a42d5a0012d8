import { describe, expect, it } from 'vitest';
import { nextCursor } from './nextCursor';

describe('nextCursor', () => {
  it('continues after a short or empty page that still has a cursor', () => {
    expect(nextCursor({ items: [], next: 'c2' }, [], 'c1')).toBe('c2');
  });
  it('ends at a missing cursor', () => {
    expect(nextCursor({ items: [1], next: null }, [], null)).toBeUndefined();
  });
  it('ends rather than loop when the gateway gives the same cursor again', () => {
    expect(nextCursor({ items: [], next: 'c1' }, [], 'c1')).toBeUndefined();
  });
});
