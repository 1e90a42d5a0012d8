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

/**
 * L1 messages on their way to a Farcaster node. A message is claimed for one attempt with a lease, in one
 * statement, so two gateway processes on the same database never hold it at once; the lease runs out if
 * the process dies, and only the lease holder settles the attempt.
 */
export function outboxStore(db: Db) {
  const add = db.prepare("INSERT OR IGNORE INTO outbox (hash, fid, state, due_at, accepted_at) VALUES (?, ?, 'waiting', ?, ?)");
  const claim = db.prepare<{ owner: string; now: number; until: number; limit: number }, { hash: string; fid: string; state: 'waiting' | 'admitted'; attempts: number; accepted_at: number; admitted_at: number | null }>(
    `UPDATE outbox SET lease_owner = @owner, lease_until = @until
     WHERE hash IN (SELECT hash FROM outbox WHERE state IN ('waiting', 'admitted') AND due_at <= @now AND lease_until <= @now ORDER BY due_at LIMIT @limit)
     RETURNING hash, fid, state, attempts, accepted_at, admitted_at`,
  );
  const raw = db.prepare<[string], Buffer>('SELECT raw FROM messages WHERE hash = ?').pluck();
  // Claims and settlements change no row a read serves: counted, so that they are not taken for such changes.
  let changed = 0;
  const claimMany = db.transaction((owner: string, now: number, leaseMs: number, limit: number): ClaimedMessage[] => {
    const rows = claim.all({ owner, now, until: now + leaseMs, limit });
    changed += rows.length;
    return rows.map((row) => ({
      hash: row.hash, fid: row.fid, state: row.state, attempts: row.attempts, raw: raw.get(row.hash)!, acceptedAt: row.accepted_at, admittedAt: row.admitted_at,
    }));
  });
  const settle = db.prepare(
    `UPDATE outbox SET state = @state, attempts = @attempts, due_at = @dueAt, reason = @reason,
       admitted_at = coalesce(@admittedAt, admitted_at), delivered_at = @deliveredAt, lease_owner = NULL, lease_until = 0
     WHERE hash = @hash AND lease_owner = @owner`,
  );
  const wake = db.prepare("UPDATE outbox SET due_at = @now WHERE state = 'waiting' AND due_at > @now AND lease_until <= @now");
  const status = db.prepare<[string], { hash: string; fid: string; state: OutboxState; reason: string | null; accepted_at: number; delivered_at: number | null }>(
    'SELECT hash, fid, state, reason, accepted_at, delivered_at FROM outbox WHERE hash = ?',
  );
  const nextDue = db.prepare<[], number | null>("SELECT min(max(due_at, lease_until)) FROM outbox WHERE state IN ('waiting', 'admitted')").pluck();
  return {
    /** Called in the transaction that accepts the message. */
    add: (hash: string, fid: string, now: number) => void add.run(hash, fid, now, now),
    /** Up to `limit` messages due at `now` and held by no live lease, leased to `owner` for `leaseMs`. */
    claim: (owner: string, now: number, leaseMs: number, limit: number): ClaimedMessage[] => claimMany.immediate(owner, now, leaseMs, limit),
    /** Ends the attempt; false when the lease was lost (it ran out and another process took the message). */
    settle(hash: string, owner: string, s: Settlement): boolean {
      const { changes } = settle.run({ hash, owner, state: s.state, attempts: s.attempts, dueAt: s.dueAt, reason: s.reason ?? null, admittedAt: s.admittedAt ?? null, deliveredAt: s.deliveredAt ?? null });
      changed += changes;
      return changes === 1;
    },
    /** Makes every waiting message due now (the node is back: no need to wait out their backoff). */
    wake(now: number): void {
      changed += wake.run({ now }).changes;
    },
    status(hash: string): DeliveryStatus | undefined {
      const row = status.get(hash);
      return row && { hash: row.hash, fid: row.fid, state: row.state, reason: row.reason, acceptedAt: row.accepted_at, deliveredAt: row.delivered_at };
    },
    /** When the next pending message may be claimed, if any is pending. */
    nextDue: (): number | null => nextDue.get() ?? null,
    /** Rows claims and settlements have changed on this connection. */
    changes: (): number => changed,
  };
}
