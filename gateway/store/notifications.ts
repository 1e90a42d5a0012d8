import type { Db } from './database';
import type { Position } from './cursor';

/**
 * Notifications are written by triggers on the tables every message goes through (casts, reactions,
 * links), so L1 and L2 messages, the seeds and removals all keep them true without a second code path.
 * A removed like, follow or cast takes its notifications with it.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  actor_id INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  cast_id INTEGER,
  source_cast_id INTEGER,
  timestamp INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications(user_id, timestamp, id);
CREATE INDEX IF NOT EXISTS notifications_cast ON notifications(cast_id) WHERE cast_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS notifications_source ON notifications(source_cast_id) WHERE source_cast_id IS NOT NULL;
CREATE TABLE IF NOT EXISTS notification_marks (user_id INTEGER PRIMARY KEY, seen_id INTEGER NOT NULL);

CREATE TRIGGER IF NOT EXISTS notify_reaction AFTER INSERT ON reactions BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, timestamp)
  SELECT c.author_id, NEW.user_id, NEW.type, NEW.cast_id, NEW.timestamp FROM casts c
  WHERE c.id = NEW.cast_id AND c.author_id != NEW.user_id;
END;
CREATE TRIGGER IF NOT EXISTS unnotify_reaction AFTER DELETE ON reactions BEGIN
  DELETE FROM notifications WHERE cast_id = OLD.cast_id AND kind = OLD.type AND actor_id = OLD.user_id;
END;
CREATE TRIGGER IF NOT EXISTS notify_follow AFTER INSERT ON links BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, timestamp) VALUES (NEW.target_id, NEW.follower_id, 3, NEW.timestamp);
END;
CREATE TRIGGER IF NOT EXISTS unnotify_follow AFTER DELETE ON links BEGIN
  DELETE FROM notifications WHERE kind = 3 AND user_id = OLD.target_id AND actor_id = OLD.follower_id;
END;
CREATE TRIGGER IF NOT EXISTS notify_reply AFTER INSERT ON casts
WHEN NEW.parent_author_id IS NOT NULL AND NEW.parent_author_id != NEW.author_id BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT p.author_id, NEW.author_id, 4, p.id, NEW.id, NEW.timestamp FROM casts p WHERE p.hash = NEW.parent_hash;
END;
CREATE TRIGGER IF NOT EXISTS notify_mention AFTER INSERT ON casts WHEN NEW.mentions != '[]' BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT u.id, NEW.author_id, 5, NEW.id, NEW.id, NEW.timestamp FROM users u
  WHERE u.fid IN (SELECT value FROM json_each(NEW.mentions)) AND u.id != NEW.author_id;
END;
CREATE TRIGGER IF NOT EXISTS notify_quote AFTER INSERT ON casts WHEN json_array_length(NEW.embeds, '$.quotes') > 0 BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT DISTINCT q.author_id, NEW.author_id, 6, NEW.id, NEW.id, NEW.timestamp FROM casts q
  WHERE q.hash IN (SELECT value FROM json_each(NEW.embeds, '$.quotes')) AND q.author_id != NEW.author_id;
END;
CREATE TRIGGER IF NOT EXISTS unnotify_cast AFTER DELETE ON casts BEGIN
  DELETE FROM notifications WHERE cast_id = OLD.id OR source_cast_id = OLD.id;
END;
`;

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

export function notificationStore(db: Db) {
  db.exec(SCHEMA);
  const page = db.prepare<{ userId: number; ts: number; id: number; limit: number; except: string }, NotificationRow>(
    `SELECT n.*, (SELECT hash FROM casts WHERE id = n.cast_id) AS cast_hash,
       (SELECT hash FROM casts WHERE id = n.source_cast_id) AS source_hash
     FROM notifications n WHERE user_id = @userId AND (timestamp, id) < (@ts, @id)
       AND actor_id NOT IN (SELECT value FROM json_each(@except))
     ORDER BY timestamp DESC, id DESC LIMIT @limit`,
  );
  const unseen = db.prepare<{ userId: number; except: string }, number>(
    `SELECT count(*) FROM notifications
     WHERE user_id = @userId AND id > coalesce((SELECT seen_id FROM notification_marks WHERE user_id = @userId), 0)
       AND actor_id NOT IN (SELECT value FROM json_each(@except))`,
  ).pluck();
  const markSeen = db.prepare(
    `INSERT INTO notification_marks (user_id, seen_id)
     VALUES (@userId, coalesce((SELECT max(id) FROM notifications WHERE user_id = @userId), 0))
     ON CONFLICT (user_id) DO UPDATE SET seen_id = excluded.seen_id`,
  );

  return {
    /** Newest first, strictly after `from`, leaving out what `exceptActors` did. */
    page: (userId: number, from: Position, limit: number, exceptActors: ReadonlySet<number>): NotificationRow[] =>
      page.all({ userId, ts: from.ts, id: from.id, limit, except: JSON.stringify([...exceptActors]) }),
    /** Those above the last mark, leaving out what `exceptActors` did. */
    unseenCount: (userId: number, exceptActors: ReadonlySet<number>): number =>
      unseen.get({ userId, except: JSON.stringify([...exceptActors]) }) ?? 0,
    /** Everything the user has been notified of so far counts as seen. */
    markSeen: (userId: number): void => void markSeen.run({ userId }),
  };
}

