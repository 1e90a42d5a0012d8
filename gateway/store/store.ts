import type { Db } from './database';
import { blockStore } from './blocks';
import { castStore } from './casts';
import { linkStore } from './links';
import { messageLog } from './messageLog';
import { reactionStore } from './reactions';
import { signInMessageStore } from './signInMessages';
import { userStore } from './users';

export function createStore(db: Db) {
  return {
    db,
    users: userStore(db),
    casts: castStore(db),
    links: linkStore(db),
    blocks: blockStore(db),
    reactions: reactionStore(db),
    signInMessages: signInMessageStore(db),
    messages: messageLog(db),
  };
}

export type Store = ReturnType<typeof createStore>;
