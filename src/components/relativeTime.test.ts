import { describe, expect, it } from 'vitest';
import { exactTime, relativeTimeLabel } from './relativeTime';

const now = Date.UTC(2025, 5, 1, 12);

describe('relativeTimeLabel', () => {
  it('writes recent ages in the largest whole unit', () => {
    expect(relativeTimeLabel(now - 20_000, now)).toBe('now');
    expect(relativeTimeLabel(now - 5 * 60_000, now)).toBe('5m');
    expect(relativeTimeLabel(now - 3 * 3_600_000 - 1, now)).toBe('3h');
    expect(relativeTimeLabel(now - 2 * 86_400_000, now)).toBe('2d');
  });

  it('writes a date for older casts, with the year only when it differs', () => {
    expect(relativeTimeLabel(Date.UTC(2025, 2, 4, 12), now, 'en-US')).toBe('Mar 4');
    expect(relativeTimeLabel(Date.UTC(2023, 2, 4, 12), now, 'en-US')).toBe('Mar 4, 2023');
  });

  it('treats a time in the future as now', () => {
    expect(relativeTimeLabel(now + 60_000, now)).toBe('now');
  });

  it('moves to the next unit exactly at its boundary', () => {
    expect(relativeTimeLabel(now - 60_000 + 1, now)).toBe('now');
    expect(relativeTimeLabel(now - 60_000, now)).toBe('1m');
    expect(relativeTimeLabel(now - 3_600_000 + 1, now)).toBe('59m');
    expect(relativeTimeLabel(now - 3_600_000, now)).toBe('1h');
    expect(relativeTimeLabel(now - 86_400_000 + 1, now)).toBe('23h');
    expect(relativeTimeLabel(now - 86_400_000, now)).toBe('1d');
    expect(relativeTimeLabel(now - 7 * 86_400_000 + 1, now)).toBe('6d');
    expect(relativeTimeLabel(now - 7 * 86_400_000, now, 'en-US')).toBe('May 25');
  });
});

describe('exactTime', () => {
  it('includes the weekday, date and time', () => {
    expect(exactTime(Date.UTC(2025, 2, 4, 12), 'en-US')).toMatch(/Tuesday, March 4, 2025 at \d+:00/);
  });
});
