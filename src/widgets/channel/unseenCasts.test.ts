import { describe, expect, it } from 'vitest';
import { unseenBadge, unseenWords } from './unseenCasts';

describe('unseen casts of a followed channel', () => {
  it('shows nothing when nothing is new or nothing is counted', () => {
    expect(unseenBadge(0)).toBeNull();
    expect(unseenBadge(null)).toBeNull();
  });

  it('counts new casts up to 99, then says 99+, with the words read after the number', () => {
    expect(unseenBadge(1)).toBe('1');
    expect(unseenWords(1)).toBe('new cast');
    expect(unseenBadge(99)).toBe('99');
    expect(unseenWords(99)).toBe('new casts');
    expect(unseenBadge(100)).toBe('99+');
  });
});
