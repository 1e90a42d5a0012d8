/** How many pictures one account may upload in a minute: a thread of three casts with four pictures each. */
export const UPLOADS_PER_MINUTE = 12;
const WINDOW_MS = 60_000;

/**
 * Uploads per account over the last minute (a sliding window). `take` answers 0 when this upload may
 * go ahead (and counts it), or the whole seconds until the oldest counted upload leaves the window.
 */
export function uploadAllowance(perMinute = UPLOADS_PER_MINUTE) {
  const recent = new Map<string, number[]>();
  return {
    take(account: string, now = Date.now()): number {
      const times = (recent.get(account) ?? []).filter((t) => now - t < WINDOW_MS);
      if (times.length >= perMinute) {
        recent.set(account, times);
        return Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000));
      }
      times.push(now);
      recent.set(account, times);
      return 0;
    },
  };
}
