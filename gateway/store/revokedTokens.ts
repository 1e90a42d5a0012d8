import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Tokens ended before their time (signed out), by their id, kept until they would have expired
 * anyway. In the database, so every gateway process on it refuses them at once.
 */
export function revokedTokenStore(db: Db) {
  return {
    /** `expiresAt` and `now` in seconds since the epoch, as in the token. */
    revoke(id: string, expiresAt: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
      return db.transaction(async () => {
        await db.bookkeep(sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}`);
        await db.bookkeep(sql`INSERT INTO revoked_tokens (id, expires_at) VALUES (${id}, ${expiresAt}) ON CONFLICT (id) DO NOTHING`);
      });
    },
    async isRevoked(id: string): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM revoked_tokens WHERE id = ${id}`)) !== undefined;
    },
  };
}
