import type { Db } from './database';

export interface SignInMessageRow {
  id: number;
  text: string;
  issued_at: number;
}

export interface SignInMessageLimits {
  /** Open messages kept per address and mode; a refused sign-in tries at most this many signatures. */
  perAddress: number;
  /** Open messages kept in all; the oldest go first. */
  total: number;
}

export const SIGN_IN_LIMITS: SignInMessageLimits = { perAddress: 3, total: 10_000 };

/** Issued sign-in texts per address and mode; each can be spent once, and is deleted when spent. */
export function signInMessageStore(db: Db, limits: SignInMessageLimits = SIGN_IN_LIMITS) {
  const insert = db.prepare('INSERT INTO signin_messages (address, mode, text, issued_at) VALUES (?, ?, ?, ?)');
  const open = db.prepare<[string, string, number, number], SignInMessageRow>(
    `SELECT id, text, issued_at FROM signin_messages
     WHERE address = ? AND mode = ? AND used = 0 AND issued_at >= ? ORDER BY id DESC LIMIT ?`,
  );
  const trimAddress = db.prepare(
    `DELETE FROM signin_messages WHERE address = @address AND mode = @mode AND id NOT IN
       (SELECT id FROM signin_messages WHERE address = @address AND mode = @mode ORDER BY id DESC LIMIT @keep)`,
  );
  const trimTotal = db.prepare(
    'DELETE FROM signin_messages WHERE id <= (SELECT id FROM signin_messages ORDER BY id DESC LIMIT 1 OFFSET ?)',
  );
  const spend = db.prepare('DELETE FROM signin_messages WHERE id = ?');
  const prune = db.prepare('DELETE FROM signin_messages WHERE issued_at < ? AND mode = ?');
  let changed = 0;
  const count = (result: { changes: number }): number => {
    changed += result.changes;
    return result.changes;
  };
  const issue = db.transaction((address: string, mode: string, text: string, now: number) => {
    count(insert.run(address, mode, text, now));
    count(trimAddress.run({ address, mode, keep: limits.perAddress }));
    count(trimTotal.run(limits.total));
  });
  return {
    issue(address: string, mode: string, text: string, now: number): void {
      issue.immediate(address, mode, text, now);
    },
    /** Unspent messages issued at or after `notBefore`, newest first. */
    open: (address: string, mode: string, notBefore: number): SignInMessageRow[] => open.all(address, mode, notBefore, limits.perAddress),
    /** False when the message was spent meanwhile. */
    spend: (id: number): boolean => count(spend.run(id)) > 0,
    prune(mode: string, olderThan: number): void {
      count(prune.run(olderThan, mode));
    },
    /** Rows this store has changed, so that they are not taken for changes that reads can see. */
    changes: (): number => changed,
  };
}

