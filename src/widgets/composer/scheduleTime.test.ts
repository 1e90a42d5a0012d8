import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, localInputValue, publishTimeText, SCHEDULE_MAX_AHEAD_MS, scheduleBounds, scheduleProblem } from './scheduleTime';

describe('schedule times', () => {
  it('round-trips a moment through the datetime field in the local time zone', () => {
    const at = new Date(2026, 10, 25, 14, 5).getTime();
    expect(localInputValue(at)).toBe('2026-11-25T14:05');
    expect(fromLocalInputValue('2026-11-25T14:05')).toBe(at);
    for (const broken of ['', '2026-11-25', 'tomorrow', '2026-13-45T99:99']) expect(fromLocalInputValue(broken)).toBeNull();
  });

  it('offers from the next whole minute to thirty days on', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 30);
    expect(scheduleBounds(now)).toEqual({ min: Date.UTC(2026, 10, 25, 12, 1), max: now + SCHEDULE_MAX_AHEAD_MS });
    expect(scheduleBounds(Date.UTC(2026, 10, 25, 12, 1)).min).toBe(Date.UTC(2026, 10, 25, 12, 2));
  });

  it('says what is wrong with a time, and lets a past one through to be posted at once', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(scheduleProblem(null, now)).toMatch(/Pick a day and time/);
    expect(scheduleProblem(now + SCHEDULE_MAX_AHEAD_MS + 60_000, now)).toMatch(/30 days ahead/);
    expect(scheduleProblem(now + SCHEDULE_MAX_AHEAD_MS, now)).toBeNull();
    expect(scheduleProblem(now - 60_000, now)).toBeNull();
  });

  it('names the day, the time and the time zone it is told in', () => {
    const at = Date.UTC(2026, 10, 25, 13, 5);
    expect(publishTimeText(at, 'en-GB', 'Europe/Berlin')).toMatch(/Wed.*25 Nov.*14:05.*CET/);
    expect(publishTimeText(at, 'en-GB', 'Asia/Tokyo')).toMatch(/Wed.*25 Nov.*22:05.*GMT\+9/);
  });
});
