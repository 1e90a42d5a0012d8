import type { Db } from './database';

/** Casts scheduled per account at most; one more is refused. */
export const MAX_SCHEDULED = 100;

export interface ScheduledRow {
  hash: string;
  owner_fid: string;
  /** JSON of the identity that scheduled it: the cast is published as that identity. */
  identity: string;
  /** JSON of the submission body, published unchanged. */
  body: string;
  text: string;
  publish_at: number;
  created_at: number;
  /** Why publishing it at its time was refused; null while it waits. */
  failure: string | null;
}

export interface NewScheduled {
  hash: string;
  ownerFid: string;
  identity: string;
  body: string;
  text: string;
  publishAt: number;
  createdAt: number;
}

/**
 * Casts signed ahead and kept unpublished until their time. A process claims a due cast with a lease
 * before publishing it, so several processes never publish one twice at once, and a process that dies
 * mid-publish leaves it to another once the lease runs out.
 */
export function scheduledCastStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO scheduled_casts (hash, owner_fid, identity, body, text, publish_at, created_at) VALUES (@hash, @ownerFid, @identity, @body, @text, @publishAt, @createdAt)',
  );
  const byOwner = db.prepare<[string], ScheduledRow>('SELECT * FROM scheduled_casts WHERE owner_fid = ? ORDER BY publish_at, hash');
  const count = db.prepare<[string], number>('SELECT COUNT(*) FROM scheduled_casts WHERE owner_fid = ?').pluck();
  const has = db.prepare<[string], number>('SELECT 1 FROM scheduled_casts WHERE hash = ?').pluck();
  const remove = db.prepare('DELETE FROM scheduled_casts WHERE hash = ? AND owner_fid = ?');
  const done = db.prepare('DELETE FROM scheduled_casts WHERE hash = ?');
  const due = db.prepare<[number, number, number], ScheduledRow>(
    'SELECT * FROM scheduled_casts WHERE failure IS NULL AND publish_at <= ? AND lease_until <= ? ORDER BY publish_at LIMIT ?',
  );
  const claim = db.prepare('UPDATE scheduled_casts SET lease_until = ? WHERE hash = ? AND failure IS NULL AND lease_until <= ?');
  const fail = db.prepare('UPDATE scheduled_casts SET failure = ? WHERE hash = ?');
  const next = db.prepare<[], number>('SELECT MIN(publish_at) FROM scheduled_casts WHERE failure IS NULL').pluck();
  return {
    add: (row: NewScheduled): void => void insert.run(row),
    has: (hash: string): boolean => has.get(hash) !== undefined,
    count: (ownerFid: string): number => count.get(ownerFid) ?? 0,
    /** The account's scheduled casts, the soonest first. */
    of: (ownerFid: string): ScheduledRow[] => byOwner.all(ownerFid),
    /** Cancels one of the account's own; false when it has none by that hash. */
    cancel: (ownerFid: string, hash: string): boolean => remove.run(hash, ownerFid).changes > 0,
    /** Due casts this process may publish now, each claimed until `leaseUntil`. */
    claimDue: (now: number, leaseUntil: number, limit: number): ScheduledRow[] =>
      db.transaction(() => due.all(now, now, limit).filter((row) => claim.run(leaseUntil, row.hash, now).changes > 0)).immediate(),
    published: (hash: string): void => void done.run(hash),
    refused: (hash: string, why: string): void => void fail.run(why, hash),
    /** When the next waiting cast is due, or null when none waits. */
    nextDue: (): number | null => next.get() ?? null,
  };
}
