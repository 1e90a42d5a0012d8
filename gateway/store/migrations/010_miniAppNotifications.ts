import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { forDialect, runStatements } from './ddl';

/**
 * The host's side of Mini App notifications: the apps each account added (an app is its origin), with the
 * webhook their events go to and the notification token this gateway issued for the app (null while none
 * is issued; `enabled` once the app was told of it, so that it is accepted); and the notifications app
 * servers sent to those tokens, which a repeat of an app's `notificationId` within a day finds. Rate
 * windows now say when they end: a day-long window per token outlives the minute after which the
 * shorter ones were deleted, and windows open at the upgrade end a minute after they began.
 */
const MINIAPP_TABLES = `
CREATE TABLE miniapps (
  user_id INTEGER NOT NULL,
  app_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  token TEXT,
  enabled INTEGER NOT NULL,
  PRIMARY KEY (user_id, app_url)
) WITHOUT ROWID

CREATE UNIQUE INDEX miniapps_token ON miniapps(token)

CREATE TABLE miniapp_notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  app_url TEXT NOT NULL,
  notification_id TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  target_url TEXT NOT NULL,
  received_at INTEGER NOT NULL
)

CREATE INDEX miniapp_notifications_newest ON miniapp_notifications(user_id, received_at, id)

CREATE INDEX miniapp_notifications_repeat ON miniapp_notifications(user_id, app_url, notification_id, received_at)

ALTER TABLE rate_windows ADD COLUMN ends INTEGER NOT NULL DEFAULT 0

UPDATE rate_windows SET ends = start + 60000
`;

export function miniAppNotifications(dialect: Dialect): Migration {
  return { up: (db) => runStatements(db, forDialect(MINIAPP_TABLES, dialect)) };
}
