import type { Db } from './database';
import { blockStore } from './blocks';
import { bookmarkStore } from './bookmarks';
import { castSearchStore } from './castSearch';
import { castStore } from './casts';
import { channelStore } from './channels';
import { feedStore } from './feed';
import { linkStore } from './links';
import { messageLog } from './messageLog';
import { networkFeedStore } from './networkFeed';
import { nodeReadStore } from './nodeReads';
import { notificationStore } from './notifications';
import { outboxStore } from './outbox';
import { reactionStore } from './reactions';
import { reactorStore } from './reactors';
import { revokedTokenStore } from './revokedTokens';
import { scheduledCastStore } from './scheduledCasts';
import { signInMessageStore } from './signInMessages';
import { userStore } from './users';

export function createStore(db: Db) {
  return {
    db,
    users: userStore(db),
    casts: castStore(db),
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
    revokedTokens: revokedTokenStore(db),
    scheduled: scheduledCastStore(db),
  };
}

export type Store = ReturnType<typeof createStore>;
