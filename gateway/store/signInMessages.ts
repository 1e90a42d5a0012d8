import type { Db } from './database';

export interface SignInMessageRow {
  id: number;
  text: string;
  issued_at: number;
}

/** Issued sign-in texts per address and mode; each can be spent once. */
export function signInMessageStore(db: Db) {
  const insert = db.prepare('INSERT INTO signin_messages (address, mode, text, issued_at) VALUES (?, ?, ?, ?)');
  const open = db.prepare<[string, string, number], SignInMessageRow>(
    `SELECT id, text, issued_at FROM signin_messages
     WHERE address = ? AND mode = ? AND used = 0 AND issued_at >= ? ORDER BY id DESC LIMIT 20`,
  );
  const spend = db.prepare('UPDATE signin_messages SET used = 1 WHERE id = ? AND used = 0');
  const prune = db.prepare('DELETE FROM signin_messages WHERE issued_at < ? AND mode = ?');

  return {
    issue(address: string, mode: string, text: string, now: number): void {
      insert.run(address, mode, text, now);
    },
    /** Unspent messages issued at or after `notBefore`, newest first. */
    open: (address: string, mode: string, notBefore: number): SignInMessageRow[] => open.all(address, mode, notBefore),
    /** False when the message was spent meanwhile. */
    spend: (id: number): boolean => spend.run(id).changes > 0,
    prune(mode: string, olderThan: number): void {
      prune.run(olderThan, mode);
    },
  };
}

