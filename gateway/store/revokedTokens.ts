import { sql } from 'kysely';
import type { Db } from './database';
import { keptAnswers } from './keptAnswers';

/** How many answers a process keeps: one per token it has seen lately. */
const KEPT_ANSWERS = 10_000;

/**
 * Tokens ended before their time (signed out), by their id, kept until they would have expired
 * anyway. In the database, so every gateway process on it refuses them at once.
 *
 * Each process keeps what it was answered, so a token is looked up once rather than at every request.
 * A sign-out is a write that moves the commit count, so the answers are forgotten in every process:
 * here once its transaction commits, elsewhere at the next request's check for other processes'
 * commits (`Store.checkOtherProcesses`, which must run before a token is trusted).
 */
export function revokedTokenStore(db: Db) {
  const answers = keptAnswers<string, boolean>(db, KEPT_ANSWERS);
  return {
    /** Forgets every answer: another process has committed, perhaps a sign-out. */
    forgetAll: answers.forgetAll,
    /** `expiresAt` and `now` in seconds since the epoch, as in the token. */
    revoke(id: string, expiresAt: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
      return db.transaction(async () => {
        await db.bookkeep(sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}`);
        // A write rather than bookkeeping: other processes learn of it by the commit count moving.
        await db.write(sql`INSERT INTO revoked_tokens (id, expires_at) VALUES (${id}, ${expiresAt}) ON CONFLICT (id) DO NOTHING`);
        answers.forgetAll();
        db.afterCommit(answers.forgetAll);
      });
    },
    isRevoked: (id: string): Promise<boolean> =>
      answers.get(id, async () => (await db.first(sql`SELECT 1 AS one FROM revoked_tokens WHERE id = ${id}`)) !== undefined),
  };
}
