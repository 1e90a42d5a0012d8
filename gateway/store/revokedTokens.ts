import type { Db } from './database';

/**
 * Tokens ended before their time (signed out), by their id, kept until they would have expired
 * anyway. In the database, so every gateway process on it refuses them at once.
 */
export function revokedTokenStore(db: Db) {
  const insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (id, expires_at) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?');
  const find = db.prepare<[string], 1>('SELECT 1 FROM revoked_tokens WHERE id = ?').pluck();
  const revoke = db.transaction((id: string, expiresAt: number, now: number) => {
    prune.run(now);
    insert.run(id, expiresAt);
  });
  return {
    /** `expiresAt` and `now` in seconds since the epoch, as in the token. */
    revoke: (id: string, expiresAt: number, now = Math.floor(Date.now() / 1000)) => revoke.immediate(id, expiresAt, now),
    isRevoked: (id: string): boolean => find.get(id) !== undefined,
  };
}
