import { describe, expect, it } from 'vitest';
import { badgeCount, countOf, dateFormat, formatCount, warmFormats } from './formats';

describe('formats', () => {
  it('writes counts with their noun, singular only for one', () => {
    expect(countOf(1, 'like')).toBe('1 like');
    expect(countOf(0, 'like')).toBe('0 likes');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
    expect(countOf(12_345, 'follower')).toBe(`${(12_345).toLocaleString()} followers`);
  });
  it('draws a badge count whole up to 99 and as 99+ from 100', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(5_000)).toBe('99+');
  });
  it('formats a count as the locale does', () => {
    expect(formatCount(1_234_567)).toBe((1_234_567).toLocaleString());
  });
  it('hands out one formatter per locale and options', () => {
    warmFormats();
    const a = dateFormat('en-GB', { month: 'long', year: 'numeric' });
    expect(dateFormat('en-GB', { month: 'long', year: 'numeric' })).toBe(a);
    expect(dateFormat('en-US', { month: 'long', year: 'numeric' })).not.toBe(a);
    expect(a.format(Date.UTC(2026, 10, 23))).toBe('November 2026');
  });
});
