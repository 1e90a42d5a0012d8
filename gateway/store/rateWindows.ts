import { sql } from 'kysely';
import type { Db } from './database';

export interface RateRule {
  max: number;
  ms: number;
}

/** Takes between two deletions of windows that have ended. */
const PRUNE_EVERY = 1000;

/**
 * Fixed windows of requests per key (a client and a kind of request), in the database so that every
 * gateway process counts the same requests: a client alternating between processes gets no more than
 * from one. One statement per request opens a window or counts in the current one; each window keeps
 * when it ends, and windows that have ended are deleted now and then, however long their rule's (a
 * minute, a day). No read serves them: every write is bookkeeping.
 */
export function rateWindowStore(db: Db) {
  let takes = 0;
  return {
    /** Seconds to wait before `key` may pass again under `rule`, or 0 when this request passes. */
    async take(key: string, rule: RateRule, now = Date.now()): Promise<number> {
      if (++takes % PRUNE_EVERY === 0) await db.bookkeep(sql`DELETE FROM rate_windows WHERE ends <= ${now}`);
      // Every right-hand side of the UPDATE reads the row as it was, so each CASE sees the old start.
      const { rows } = await db.bookkeep(sql<{ start: number; count: number }>`INSERT INTO rate_windows (key, start, count, ends)
        VALUES (${key}, ${now}, 1, ${now + rule.ms})
        ON CONFLICT (key) DO UPDATE SET
          start = CASE WHEN ${now} - rate_windows.start >= ${rule.ms} THEN ${now} ELSE rate_windows.start END,
          count = CASE WHEN ${now} - rate_windows.start >= ${rule.ms} THEN 1 ELSE rate_windows.count + 1 END,
          ends = CASE WHEN ${now} - rate_windows.start >= ${rule.ms} THEN ${now + rule.ms} ELSE rate_windows.ends END
        RETURNING start, count`);
      const window = rows[0]!;
      return window.count <= rule.max ? 0 : Math.ceil((window.start + rule.ms - now) / 1000);
    },
  };
}

export type RateWindows = ReturnType<typeof rateWindowStore>;
