import type { CheckOptions, Db } from './database';
import { blockStore } from './blocks';
import { bookmarkStore } from './bookmarks';
import { castSearchStore } from './castSearch';
import { castStore } from './casts';
import { channelFollowStore } from './channelFollows';
import { channelStore } from './channels';
import { feedStore } from './feed';
import { linkStore } from './links';
import { messageLog } from './messageLog';
import { miniAppNotificationStore } from './miniAppNotifications';
import { miniAppStore } from './miniApps';
import { networkFeedStore } from './networkFeed';
import { nodeReadStore } from './nodeReads';
import { notificationStore } from './notifications';
import { outboxStore } from './outbox';
import { rateWindowStore } from './rateWindows';
import { reactionStore } from './reactions';
import { reactorStore } from './reactors';
import { revokedTokenStore } from './revokedTokens';
import { scheduledCastStore } from './scheduledCasts';
import { signInMessageStore } from './signInMessages';
import { userStore } from './users';

export function createStore(db: Db) {
  const users = userStore(db);
  const casts = castStore(db);
  const revokedTokens = revokedTokenStore(db);
  return {
    db,
    users,
    casts,
    links: linkStore(db),
    blocks: blockStore(db),
    bookmarks: bookmarkStore(db),
    reactions: reactionStore(db),
    signInMessages: signInMessageStore(db),
    messages: messageLog(db),
    outbox: outboxStore(db),
    nodeReads: nodeReadStore(db),
    networkFeed: networkFeedStore(db),
    notifications: notificationStore(db),
    feed: feedStore(db),
    reactors: reactorStore(db),
    castSearch: castSearchStore(db),
    channels: channelStore(db),
    channelFollows: channelFollowStore(db),
    miniApps: miniAppStore(db),
    miniAppNotifications: miniAppNotificationStore(db),
    revokedTokens,
    scheduled: scheduledCastStore(db),
    rateWindows: rateWindowStore(db),
    /**
     * Call before serving a request: forgets cached rows and token answers when another process has
     * committed since, and answers how often that has happened (part of the read cache's generation).
     */
    checkOtherProcesses: (options?: CheckOptions) =>
      db.checkOtherProcesses(() => {
        users.forgetAll();
        casts.forgetAll();
        revokedTokens.forgetAll();
      }, options),
  };
}

export type Store = ReturnType<typeof createStore>;
