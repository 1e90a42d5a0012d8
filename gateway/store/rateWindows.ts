import type { Db } from './database';

export interface RateRule {
  max: number;
  ms: number;
}

/**
 * Fixed windows of requests per key (a client and a kind of request), in the database so that every
 * gateway process counts the same requests: a client alternating between processes gets no more than
 * from one. One statement per request opens a window or counts in the current one; windows long over
 * are deleted now and then.
 */
export function rateWindowStore(db: Db) {
  db.exec('CREATE TABLE IF NOT EXISTS rate_windows (key TEXT PRIMARY KEY, start INTEGER NOT NULL, count INTEGER NOT NULL) WITHOUT ROWID');
  // Every right-hand side of the UPDATE reads the row as it was, so both CASEs see the old start.
  const count = db.prepare<{ key: string; now: number; ms: number }, { start: number; count: number }>(
    `INSERT INTO rate_windows (key, start, count) VALUES (@key, @now, 1)
     ON CONFLICT (key) DO UPDATE SET
       start = CASE WHEN @now - start >= @ms THEN @now ELSE start END,
       count = CASE WHEN @now - start >= @ms THEN 1 ELSE count + 1 END
     RETURNING start, count`,
  );
  const prune = db.prepare<[number]>('DELETE FROM rate_windows WHERE start < ?');
  const PRUNE_EVERY = 1000;
  const LONGEST_WINDOW_MS = 60_000;
  let takes = 0;
  let changed = 0;
  return {
    /** Seconds to wait before `key` may pass again under `rule`, or 0 when this request passes. */
    take(key: string, rule: RateRule, now = Date.now()): number {
      if (++takes % PRUNE_EVERY === 0) changed += prune.run(now - LONGEST_WINDOW_MS).changes;
      const window = count.get({ key, now, ms: rule.ms })!;
      changed++;
      return window.count <= rule.max ? 0 : Math.ceil((window.start + rule.ms - now) / 1000);
    },
    /** Rows this process has written: bookkeeping that no read serves. */
    changes: (): number => changed,
  };
}
