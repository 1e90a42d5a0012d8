/** far.quest's per-IP windows (docs/real-gateway.md): reads 5 per 5 s, messages 1 per 5 s, sign-in 1 per 2 s. */
export type Bucket = 'read' | 'message' | 'signin';

const WINDOWS: Record<Bucket, { max: number; ms: number }> = {
  read: { max: 5, ms: 5000 },
  message: { max: 1, ms: 5000 },
  signin: { max: 1, ms: 2000 },
};

export const bucketOf = (method: string, path: string): Bucket =>
  path.startsWith('/auth/') ? 'signin' : method === 'POST' ? 'message' : 'read';

export function fixedWindowLimiter() {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait, or 0 when the request may pass. */
    take(client: string, bucket: Bucket, now = Date.now()): number {
      const rule = WINDOWS[bucket];
      const key = `${bucket}:${client}`;
      const current = windows.get(key);
      if (!current || now - current.start >= rule.ms) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (current.count < rule.max) {
        current.count += 1;
        return 0;
      }
      return Math.ceil((current.start + rule.ms - now) / 1000);
    },
  };
}
