import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { runStatements } from './ddl';

/**
 * Notifications are written by triggers on the tables every message goes through (casts, reactions,
 * links), so L1 and L2 messages, the seeds and removals all keep them true without a second code path.
 * A removed like, follow or cast takes its notifications with it. The same triggers in each dialect's words.
 */
const SQLITE = `
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

CREATE TRIGGER IF NOT EXISTS notify_mention AFTER INSERT ON casts
WHEN NEW.mentions != '[]' BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT u.id, NEW.author_id, 5, NEW.id, NEW.id, NEW.timestamp FROM users u
  WHERE u.fid IN (SELECT value FROM json_each(NEW.mentions)) AND u.id != NEW.author_id;
END;

CREATE TRIGGER IF NOT EXISTS notify_quote AFTER INSERT ON casts
WHEN json_array_length(NEW.embeds, '$.quotes') > 0 BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT DISTINCT q.author_id, NEW.author_id, 6, NEW.id, NEW.id, NEW.timestamp FROM casts q
  WHERE q.hash IN (SELECT value FROM json_each(NEW.embeds, '$.quotes')) AND q.author_id != NEW.author_id;
END;

CREATE TRIGGER IF NOT EXISTS unnotify_cast AFTER DELETE ON casts BEGIN
  DELETE FROM notifications WHERE cast_id = OLD.id OR source_cast_id = OLD.id;
END;
`;

const POSTGRES = `
CREATE FUNCTION notify_reaction() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, timestamp)
  SELECT c.author_id, NEW.user_id, NEW.type, NEW.cast_id, NEW.timestamp FROM casts c
  WHERE c.id = NEW.cast_id AND c.author_id != NEW.user_id;
  RETURN NULL;
END $$

CREATE TRIGGER notify_reaction AFTER INSERT ON reactions FOR EACH ROW
EXECUTE FUNCTION notify_reaction()

CREATE FUNCTION unnotify_reaction() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  DELETE FROM notifications WHERE cast_id = OLD.cast_id AND kind = OLD.type AND actor_id = OLD.user_id;
  RETURN NULL;
END $$

CREATE TRIGGER unnotify_reaction AFTER DELETE ON reactions FOR EACH ROW
EXECUTE FUNCTION unnotify_reaction()

CREATE FUNCTION notify_follow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, timestamp) VALUES (NEW.target_id, NEW.follower_id, 3, NEW.timestamp);
  RETURN NULL;
END $$

CREATE TRIGGER notify_follow AFTER INSERT ON links FOR EACH ROW
EXECUTE FUNCTION notify_follow()

CREATE FUNCTION unnotify_follow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  DELETE FROM notifications WHERE kind = 3 AND user_id = OLD.target_id AND actor_id = OLD.follower_id;
  RETURN NULL;
END $$

CREATE TRIGGER unnotify_follow AFTER DELETE ON links FOR EACH ROW
EXECUTE FUNCTION unnotify_follow()

CREATE FUNCTION notify_reply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT p.author_id, NEW.author_id, 4, p.id, NEW.id, NEW.timestamp FROM casts p WHERE p.hash = NEW.parent_hash;
  RETURN NULL;
END $$

CREATE TRIGGER notify_reply AFTER INSERT ON casts FOR EACH ROW
WHEN (NEW.parent_author_id IS NOT NULL AND NEW.parent_author_id != NEW.author_id)
EXECUTE FUNCTION notify_reply()

CREATE FUNCTION notify_mention() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT u.id, NEW.author_id, 5, NEW.id, NEW.id, NEW.timestamp FROM users u
  WHERE u.fid IN (SELECT jsonb_array_elements_text(NEW.mentions::jsonb)) AND u.id != NEW.author_id;
  RETURN NULL;
END $$

CREATE TRIGGER notify_mention AFTER INSERT ON casts FOR EACH ROW
WHEN (NEW.mentions != '[]')
EXECUTE FUNCTION notify_mention()

CREATE FUNCTION notify_quote() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO notifications (user_id, actor_id, kind, cast_id, source_cast_id, timestamp)
  SELECT DISTINCT q.author_id, NEW.author_id, 6, NEW.id, NEW.id, NEW.timestamp FROM casts q
  WHERE q.hash IN (SELECT jsonb_array_elements_text(COALESCE(NEW.embeds::jsonb -> 'quotes', '[]'::jsonb))) AND q.author_id != NEW.author_id;
  RETURN NULL;
END $$

CREATE TRIGGER notify_quote AFTER INSERT ON casts FOR EACH ROW
WHEN (jsonb_array_length(COALESCE(NEW.embeds::jsonb -> 'quotes', '[]'::jsonb)) > 0)
EXECUTE FUNCTION notify_quote()

CREATE FUNCTION unnotify_cast() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  DELETE FROM notifications WHERE cast_id = OLD.id OR source_cast_id = OLD.id;
  RETURN NULL;
END $$

CREATE TRIGGER unnotify_cast AFTER DELETE ON casts FOR EACH ROW
EXECUTE FUNCTION unnotify_cast()
`;

export function notifications(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, dialect === 'sqlite' ? SQLITE : POSTGRES) };
}
