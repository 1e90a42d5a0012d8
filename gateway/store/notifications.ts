import { sql } from 'kysely';
import type { Db } from './database';
import type { Position } from './cursor';

/** What happened; likes and recasts share the reaction types' numbers. */
export const NOTIFICATION_KINDS = { 1: 'like', 2: 'recast', 3: 'follow', 4: 'reply', 5: 'mention', 6: 'quote' } as const;

export interface NotificationRow {
  id: number;
  user_id: number;
  actor_id: number;
  kind: keyof typeof NOTIFICATION_KINDS;
  /** The cast liked, recast, replied to, mentioned in or quoting. */
  cast_id: number | null;
  /** The reply, mention or quote that caused it. */
  source_cast_id: number | null;
  timestamp: number;
  cast_hash: string | null;
  source_hash: string | null;
}

/** Leaves out what the given actors did (nothing when there are none). */
const notBy = (actors: ReadonlySet<number>) => (actors.size === 0 ? sql`` : sql`AND actor_id NOT IN (${sql.join([...actors])})`);

/**
 * Notifications are written by triggers on the tables every message goes through (casts, reactions,
 * links; migration 003), so L1 and L2 messages, the seeds and removals all keep them true without a
 * second code path. A removed like, follow or cast takes its notifications with it. This store reads
 * them and keeps the mark of what each user has seen.
 */
export function notificationStore(db: Db) {
  return {
    /** Newest first, strictly after `from`, leaving out what `exceptActors` did. */
    page(userId: number, from: Position, limit: number, exceptActors: ReadonlySet<number>): Promise<NotificationRow[]> {
      return db.all(sql<NotificationRow>`SELECT n.*, (SELECT hash FROM casts WHERE id = n.cast_id) AS cast_hash,
          (SELECT hash FROM casts WHERE id = n.source_cast_id) AS source_hash
        FROM notifications n WHERE user_id = ${userId} AND (timestamp, id) < (${from.ts}, ${from.id}) ${notBy(exceptActors)}
        ORDER BY timestamp DESC, id DESC LIMIT ${limit}`);
    },
    /** Those above the last mark, leaving out what `exceptActors` did. */
    async unseenCount(userId: number, exceptActors: ReadonlySet<number>): Promise<number> {
      const row = await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM notifications
        WHERE user_id = ${userId} AND id > COALESCE((SELECT seen_id FROM notification_marks WHERE user_id = ${userId}), 0) ${notBy(exceptActors)}`);
      return row?.n ?? 0;
    },
    /** Everything the user has been notified of so far counts as seen. */
    async markSeen(userId: number): Promise<void> {
      await db.write(sql`INSERT INTO notification_marks (user_id, seen_id)
        VALUES (${userId}, COALESCE((SELECT MAX(id) FROM notifications WHERE user_id = ${userId}), 0))
        ON CONFLICT (user_id) DO UPDATE SET seen_id = excluded.seen_id`);
    },
  };
}
