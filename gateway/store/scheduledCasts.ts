import { sql } from 'kysely';
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
  /** No process takes it before then: the lease of the one publishing it, or the time of its next attempt. */
  lease_until: number;
  /** Attempts that failed because what it is checked against or stored in could not be asked. */
  attempts: number;
  /** What went wrong with the last of those attempts; null when none failed so. */
  retry_reason: string | null;
  /** Why publishing it was refused for good; null while it waits. */
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
 * before publishing it, so several processes do not work on one at once, and a process that dies
 * mid-publish leaves it to another once the lease runs out. What decides is `remove`: the cast is
 * published in the transaction that takes its row away, and a cancel takes the row away too, so of a
 * cancel and a publication (or two publications) only the one that removes the row goes through.
 */
export function scheduledCastStore(db: Db) {
  return {
    async add(row: NewScheduled): Promise<void> {
      await db.write(sql`INSERT INTO scheduled_casts (hash, owner_fid, identity, body, text, publish_at, created_at)
        VALUES (${row.hash}, ${row.ownerFid}, ${row.identity}, ${row.body}, ${row.text}, ${row.publishAt}, ${row.createdAt})`);
    },
    async has(hash: string): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM scheduled_casts WHERE hash = ${hash}`)) !== undefined;
    },
    async count(ownerFid: string): Promise<number> {
      return (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM scheduled_casts WHERE owner_fid = ${ownerFid}`))?.n ?? 0;
    },
    /** The account's scheduled casts, the soonest first. */
    of(ownerFid: string): Promise<ScheduledRow[]> {
      return db.all(sql<ScheduledRow>`SELECT * FROM scheduled_casts WHERE owner_fid = ${ownerFid} ORDER BY publish_at, hash`);
    },
    /** Cancels one of the account's own; false when it has none by that hash (never had, or it was published). */
    async cancel(ownerFid: string, hash: string): Promise<boolean> {
      return (await db.write(sql`DELETE FROM scheduled_casts WHERE hash = ${hash} AND owner_fid = ${ownerFid}`)).changed > 0;
    },
    /**
     * Due casts this process may publish now, each claimed until `leaseUntil`, the soonest first. Claims
     * take turns (a transaction holds the write lock), so a cast is never claimed by two at once.
     */
    claimDue(now: number, leaseUntil: number, limit: number): Promise<ScheduledRow[]> {
      return db.transaction(async () => {
        const { rows } = await db.bookkeep(sql<ScheduledRow>`UPDATE scheduled_casts SET lease_until = ${leaseUntil}
          WHERE hash IN (SELECT hash FROM scheduled_casts WHERE failure IS NULL AND publish_at <= ${now} AND lease_until <= ${now}
            ORDER BY publish_at LIMIT ${limit})
          RETURNING *`);
        return rows.sort((a, b) => a.publish_at - b.publish_at);
      });
    },
    /**
     * Takes a cast off the list as it is published (or found published already); false when it is no
     * longer there: cancelled, or taken by another process.
     */
    async remove(hash: string): Promise<boolean> {
      return (await db.write(sql`DELETE FROM scheduled_casts WHERE hash = ${hash}`)).changed > 0;
    },
    /** Keeps it, refused for good, with the reason the author reads. */
    async refused(hash: string, why: string): Promise<void> {
      await db.write(sql`UPDATE scheduled_casts SET failure = ${why}, retry_reason = NULL WHERE hash = ${hash}`);
    },
    /** Counts a failed attempt that may pass, with what went wrong, and leaves the cast untaken until `at`. */
    async retryAt(hash: string, why: string, at: number): Promise<void> {
      await db.write(sql`UPDATE scheduled_casts SET attempts = attempts + 1, retry_reason = ${why}, lease_until = ${at} WHERE hash = ${hash}`);
    },
    /** Casts waiting to be published whose time (`now`) has come, and those of them due since `lateSince` or earlier. */
    async due(now: number, lateSince: number): Promise<{ due: number; late: number }> {
      const row = await db.first(sql<{ due: number; late: number }>`SELECT COUNT(*) AS due, COUNT(CASE WHEN publish_at <= ${lateSince} THEN 1 END) AS late
        FROM scheduled_casts WHERE failure IS NULL AND publish_at <= ${now}`);
      return { due: row?.due ?? 0, late: row?.late ?? 0 };
    },
    /** When the next waiting cast is due, or null when none waits. */
    async nextDue(): Promise<number | null> {
      return (await db.first(sql<{ next: number | null }>`SELECT MIN(publish_at) AS next FROM scheduled_casts WHERE failure IS NULL`))?.next ?? null;
    },
  };
}
