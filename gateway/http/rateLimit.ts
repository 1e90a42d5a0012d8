import type { RateRule, RateWindows } from '../store/rateWindows';

/** far.quest's per-IP windows (docs/real-gateway.md): reads 5 per 5 s, messages 1 per 5 s, sign-in 1 per 2 s. */
export type Bucket = 'read' | 'message' | 'signin';

export const WINDOWS: Record<Bucket, RateRule> = {
  read: { max: 5, ms: 5000 },
  message: { max: 1, ms: 5000 },
  signin: { max: 1, ms: 2000 },
};

export const bucketOf = (method: string, path: string): Bucket =>
  path.startsWith('/auth/') ? 'signin' : method === 'POST' ? 'message' : 'read';

/**
 * The same windows, telling `refused` the limit of each request they refuse: the part of its key before
 * the first `:` (`read`, `message`, `signin`, `unfurl`, `upload`).
 */
export function countingRefusals(windows: RateWindows, refused: (limit: string) => void): RateWindows {
  return {
    async take(key, rule, now) {
      const wait = await windows.take(key, rule, now);
      if (wait > 0) refused(key.slice(0, key.indexOf(':')));
      return wait;
    },
  };
}
