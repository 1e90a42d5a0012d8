import { sql } from 'kysely';
import type { Db } from './database';

/** How many answers a process keeps: one per token it has seen lately. */
const KEPT_ANSWERS = 10_000;

/**
 * Tokens ended before their time (signed out), by their id, kept until they would have expired
 * anyway. In the database, so every gateway process on it refuses them at once.
 *
 * Each process keeps what it was answered, so a token is looked up once rather than at every request.
 * A sign-out is a write that moves the commit count, so the answers are forgotten in every process:
 * here once its transaction commits, elsewhere at the next request's check for other processes'
 * commits (`Store.checkOtherProcesses`, which must run before a token is trusted). An answer read while
 * answers were being forgotten, or inside a transaction, is used but not kept.
 */
export function revokedTokenStore(db: Db) {
  const answers = new Map<string, boolean>();
  let forgets = 0;
  const forgetAll = () => {
    forgets++;
    answers.clear();
  };
  return {
    /** Forgets every answer: another process has committed, perhaps a sign-out. */
    forgetAll,
    /** `expiresAt` and `now` in seconds since the epoch, as in the token. */
    revoke(id: string, expiresAt: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
      return db.transaction(async () => {
        await db.bookkeep(sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}`);
        // A write rather than bookkeeping: other processes learn of it by the commit count moving.
        await db.write(sql`INSERT INTO revoked_tokens (id, expires_at) VALUES (${id}, ${expiresAt}) ON CONFLICT (id) DO NOTHING`);
        forgetAll();
        db.afterCommit(forgetAll);
      });
    },
    async isRevoked(id: string): Promise<boolean> {
      const known = answers.get(id);
      if (known !== undefined) return known;
      const before = forgets;
      const revoked = (await db.first(sql`SELECT 1 AS one FROM revoked_tokens WHERE id = ${id}`)) !== undefined;
      if (before === forgets && !db.inTransaction()) {
        if (answers.size >= KEPT_ANSWERS) answers.clear();
        answers.set(id, revoked);
      }
      return revoked;
    },
  };
}
