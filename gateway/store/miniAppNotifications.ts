import { sql } from 'kysely';
import type { Position } from './cursor';
import type { Db } from './database';

export interface MiniAppNotificationRow {
  id: number;
  app_url: string;
  notification_id: string;
  title: string;
  body: string;
  target_url: string;
  received_at: number;
}

export interface NewMiniAppNotification {
  userId: number;
  appUrl: string;
  notificationId: string;
  title: string;
  body: string;
  targetUrl: string;
  receivedAt: number;
}

type Identity = Pick<NewMiniAppNotification, 'userId' | 'appUrl' | 'notificationId'>;

const REPEATED = (key: Identity, since: number) => sql`SELECT 1 AS one FROM miniapp_notifications
  WHERE user_id = ${key.userId} AND app_url = ${key.appUrl} AND notification_id = ${key.notificationId} AND received_at > ${since}`;

/** The notifications Mini App servers sent to an account (migration 010): private to it, newest first. */
export function miniAppNotificationStore(db: Db) {
  return {
    /** Whether the app sent the account a notification with this id after `since`. */
    repeated: async (key: Identity, since: number): Promise<boolean> => (await db.first(REPEATED(key, since))) !== undefined,
    /** Stores it unless the same id from the same app reached the account after `since`, in one transaction; true when stored. */
    receive: (notification: NewMiniAppNotification, since: number): Promise<boolean> =>
      db.transaction(async () => {
        if ((await db.first(REPEATED(notification, since))) !== undefined) return false;
        const { userId, appUrl, notificationId, title, body, targetUrl, receivedAt } = notification;
        await db.write(sql`INSERT INTO miniapp_notifications (user_id, app_url, notification_id, title, body, target_url, received_at)
          VALUES (${userId}, ${appUrl}, ${notificationId}, ${title}, ${body}, ${targetUrl}, ${receivedAt})`);
        return true;
      }),
    /** Newest first, strictly after `from`. */
    page: (userId: number, from: Position, limit: number): Promise<MiniAppNotificationRow[]> =>
      db.all(sql<MiniAppNotificationRow>`SELECT id, app_url, notification_id, title, body, target_url, received_at FROM miniapp_notifications
        WHERE user_id = ${userId} AND (received_at, id) < (${from.ts}, ${from.id})
        ORDER BY received_at DESC, id DESC LIMIT ${limit}`),
  };
}
