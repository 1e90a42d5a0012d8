import { sql } from 'kysely';
import type { Db } from './database';

export interface RateRule {
  max: number;
  ms: number;
}

/** Takes between two deletions of windows long over. */
const PRUNE_EVERY = 1000;
const LONGEST_WINDOW_MS = 60_000;

/**
 * Fixed windows of requests per key (a client and a kind of request), in the database so that every
 * gateway process counts the same requests: a client alternating between processes gets no more than
 * from one. One statement per request opens a window or counts in the current one; windows long over
 * are deleted now and then. No read serves them: every write is bookkeeping.
 */
export function rateWindowStore(db: Db) {
  let takes = 0;
  return {
    /** Seconds to wait before `key` may pass again under `rule`, or 0 when this request passes. */
    async take(key: string, rule: RateRule, now = Date.now()): Promise<number> {
      if (++takes % PRUNE_EVERY === 0) await db.bookkeep(sql`DELETE FROM rate_windows WHERE start < ${now - LONGEST_WINDOW_MS}`);
      // Every right-hand side of the UPDATE reads the row as it was, so both CASEs see the old start.
      const { rows } = await db.bookkeep(sql<{ start: number; count: number }>`INSERT INTO rate_windows (key, start, count) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          start = CASE WHEN ${now} - rate_windows.start >= ${rule.ms} THEN ${now} ELSE rate_windows.start END,
          count = CASE WHEN ${now} - rate_windows.start >= ${rule.ms} THEN 1 ELSE rate_windows.count + 1 END
        RETURNING start, count`);
      const window = rows[0]!;
      return window.count <= rule.max ? 0 : Math.ceil((window.start + rule.ms - now) / 1000);
    },
  };
}

export type RateWindows = ReturnType<typeof rateWindowStore>;
