import { sql } from 'kysely';
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

/**
 * Issued sign-in texts per address and mode (Sign in with Farcaster keeps its nonces here too, under the
 * nonce itself); each can be spent once, and is deleted when spent. No read serves them: every write is
 * bookkeeping.
 */
export function signInMessageStore(db: Db, limits: SignInMessageLimits = SIGN_IN_LIMITS) {
  return {
    issue(address: string, mode: string, text: string, now: number): Promise<void> {
      return db.transaction(async () => {
        await db.bookkeep(sql`INSERT INTO signin_messages (address, mode, text, issued_at) VALUES (${address}, ${mode}, ${text}, ${now})`);
        await db.bookkeep(sql`DELETE FROM signin_messages WHERE address = ${address} AND mode = ${mode} AND id NOT IN
          (SELECT id FROM signin_messages WHERE address = ${address} AND mode = ${mode} ORDER BY id DESC LIMIT ${limits.perAddress})`);
        await db.bookkeep(sql`DELETE FROM signin_messages
          WHERE id <= (SELECT id FROM signin_messages ORDER BY id DESC LIMIT 1 OFFSET ${limits.total})`);
      });
    },
    /** Unspent messages issued at or after `notBefore`, newest first. */
    open(address: string, mode: string, notBefore: number): Promise<SignInMessageRow[]> {
      return db.all(sql<SignInMessageRow>`SELECT id, text, issued_at FROM signin_messages
        WHERE address = ${address} AND mode = ${mode} AND used = 0 AND issued_at >= ${notBefore} ORDER BY id DESC LIMIT ${limits.perAddress}`);
    },
    /** False when the message was spent meanwhile. */
    async spend(id: number): Promise<boolean> {
      return (await db.bookkeep(sql`DELETE FROM signin_messages WHERE id = ${id}`)).changed > 0;
    },
    async prune(mode: string, olderThan: number): Promise<void> {
      await db.bookkeep(sql`DELETE FROM signin_messages WHERE issued_at < ${olderThan} AND mode = ${mode}`);
    },
  };
}
