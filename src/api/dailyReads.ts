import type { QueryValue } from './http';
import type { Cast, CastHash, ListQuery, Notification, Page, User } from './model';
import { readPage, unexpectedResponse } from './normalise/envelope';
import { feedCastSchema } from './normalise/feedCast';
import { notificationSchema, unseenCountSchema } from './normalise/notification';
import { userSchema } from './normalise/user';
import { tryParse } from './normalise/wire';

/** The reads of a person's daily loop: their following feed, their notifications, who reacted to a cast. */
export interface DailyReads {
  /** The signed-in viewer's following feed, newest first (needs a token). */
  followingFeed(query?: ListQuery): Promise<Page<Cast>>;
  notifications(query?: ListQuery): Promise<Page<Notification>>;
  unseenNotificationsCount(): Promise<number>;
  markNotificationsSeen(): Promise<void>;
  castLikes(castHash: CastHash, query?: ListQuery): Promise<Page<User>>;
  castRecasters(castHash: CastHash, query?: ListQuery): Promise<Page<User>>;
}

type Read = (path: string, query: Record<string, QueryValue>) => Promise<unknown>;
type Post = (path: string) => Promise<unknown>;

/** far.quest wraps a liker as `{reactor}`, `{user}` or gives the user record itself. */
function likerRecord(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const record = raw as Record<string, unknown>;
  return record.reactor ?? record.user ?? raw;
}

export function dailyReads(read: Read, post: Post): DailyReads {
  const list = (query: ListQuery = {}) => ({ limit: query.limit, cursor: query.cursor });
  return {
    async followingFeed(query) {
      return readPage(await read('feed', list(query)), 'casts', feedCastSchema, 'feed');
    },
    async notifications(query) {
      return readPage(await read('notifications', list(query)), 'notifications', notificationSchema, 'notifications');
    },
    async unseenNotificationsCount() {
      const parsed = tryParse(unseenCountSchema, await read('unseen-notifications-count', {}));
      if (parsed === null) throw unexpectedResponse('unseen-notifications-count', 'no unseenCount');
      return parsed.result.unseenCount;
    },
    async markNotificationsSeen() {
      await post('notifications/seen');
    },
    async castLikes(castHash, query) {
      const body = (await read('cast-likes', { castHash, ...list(query) })) as { result?: { likes?: unknown[] } };
      if (Array.isArray(body?.result?.likes)) body.result.likes = body.result.likes.map(likerRecord);
      return readPage(body, 'likes', userSchema, 'cast-likes');
    },
    async castRecasters(castHash, query) {
      return readPage(await read('cast-recasters', { castHash, ...list(query) }), 'users', userSchema, 'cast-recasters');
    },
  };
}
