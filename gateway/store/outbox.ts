import { sql } from 'kysely';
import type { Db } from './database';

/** waiting: not yet admitted by the node; admitted: in its mempool, to be read back; then delivered or refused. */
export type OutboxState = 'waiting' | 'admitted' | 'delivered' | 'refused';

/** A message claimed for one attempt, with the bytes to send. */
export interface ClaimedMessage {
  hash: string;
  fid: string;
  state: 'waiting' | 'admitted';
  attempts: number;
  raw: Uint8Array;
  acceptedAt: number;
  admittedAt: number | null;
}

export interface DeliveryStatus {
  hash: string;
  fid: string;
  state: OutboxState;
  reason: string | null;
  acceptedAt: number;
  deliveredAt: number | null;
}

/** What one attempt changes: the next state and when the message is due again. */
export interface Settlement {
  state: OutboxState;
  attempts: number;
  dueAt: number;
  reason?: string | null;
  admittedAt?: number | null;
  deliveredAt?: number | null;
}

interface ClaimedRow {
  hash: string;
  fid: string;
  state: 'waiting' | 'admitted';
  attempts: number;
  accepted_at: number;
  admitted_at: number | null;
}

/**
 * L1 messages on their way to a Farcaster node. A message is claimed for one attempt with a lease, in a
 * transaction (claims take turns), so two gateway processes on the same database never hold it at once;
 * the lease runs out if the process dies, and only the lease holder settles the attempt. Nothing here is
 * served by a read: every write is bookkeeping.
 */
export function outboxStore(db: Db) {
  const rawOf = async (hashes: string[]): Promise<Map<string, Uint8Array>> => {
    if (hashes.length === 0) return new Map();
    const rows = await db.all(sql<{ hash: string; raw: Buffer }>`SELECT hash, raw FROM messages WHERE hash IN (${sql.join(hashes)})`);
    return new Map(rows.map((row) => [row.hash, row.raw]));
  };

  return {
    /** Called in the transaction that accepts the message. */
    async add(hash: string, fid: string, now: number): Promise<void> {
      await db.bookkeep(sql`INSERT INTO outbox (hash, fid, state, due_at, accepted_at) VALUES (${hash}, ${fid}, 'waiting', ${now}, ${now})
        ON CONFLICT (hash) DO NOTHING`);
    },
    /** Up to `limit` messages due at `now` and held by no live lease, leased to `owner` for `leaseMs`. */
    claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
      return db.transaction(async () => {
        const { rows } = await db.bookkeep(sql<ClaimedRow>`UPDATE outbox SET lease_owner = ${owner}, lease_until = ${now + leaseMs}
          WHERE hash IN (SELECT hash FROM outbox WHERE state IN ('waiting', 'admitted') AND due_at <= ${now} AND lease_until <= ${now}
            ORDER BY due_at LIMIT ${limit})
          RETURNING hash, fid, state, attempts, accepted_at, admitted_at`);
        const raw = await rawOf(rows.map((row) => row.hash));
        return rows.map((row) => ({
          hash: row.hash, fid: row.fid, state: row.state, attempts: row.attempts, raw: raw.get(row.hash)!, acceptedAt: row.accepted_at, admittedAt: row.admitted_at,
        }));
      });
    },
    /** Ends the attempt; false when the lease was lost (it ran out and another process took the message). */
    async settle(hash: string, owner: string, s: Settlement): Promise<boolean> {
      const { changed } = await db.bookkeep(sql`UPDATE outbox SET state = ${s.state}, attempts = ${s.attempts}, due_at = ${s.dueAt},
          reason = ${s.reason ?? null}, admitted_at = COALESCE(${s.admittedAt ?? null}, admitted_at), delivered_at = ${s.deliveredAt ?? null},
          lease_owner = NULL, lease_until = 0
        WHERE hash = ${hash} AND lease_owner = ${owner}`);
      return changed === 1;
    },
    /** Makes every waiting message due now (the node is back: no need to wait out their backoff). */
    async wake(now: number): Promise<void> {
      await db.bookkeep(sql`UPDATE outbox SET due_at = ${now} WHERE state = 'waiting' AND due_at > ${now} AND lease_until <= ${now}`);
    },
    async status(hash: string): Promise<DeliveryStatus | undefined> {
      const row = await db.first(sql<{ hash: string; fid: string; state: OutboxState; reason: string | null; accepted_at: number; delivered_at: number | null }>`
        SELECT hash, fid, state, reason, accepted_at, delivered_at FROM outbox WHERE hash = ${hash}`);
      return row && { hash: row.hash, fid: row.fid, state: row.state, reason: row.reason, acceptedAt: row.accepted_at, deliveredAt: row.delivered_at };
    },
    /** Messages not yet delivered nor refused, and when the oldest of them was accepted (null when there is none). */
    async backlog(): Promise<{ depth: number; oldestAcceptedAt: number | null }> {
      const row = await db.first(sql<{ depth: number; oldest: number | null }>`SELECT COUNT(*) AS depth, MIN(accepted_at) AS oldest
        FROM outbox WHERE state IN ('waiting', 'admitted')`);
      return { depth: row?.depth ?? 0, oldestAcceptedAt: row?.oldest ?? null };
    },
    /** When the next pending message may be claimed, if any is pending. */
    async nextDue(): Promise<number | null> {
      const row = await db.first(sql<{ next: number | null }>`SELECT MIN(CASE WHEN due_at > lease_until THEN due_at ELSE lease_until END) AS next
        FROM outbox WHERE state IN ('waiting', 'admitted')`);
      return row?.next ?? null;
    },
  };
}
