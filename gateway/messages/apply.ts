import { ForbiddenError, InvalidInputError, NotFoundError } from '../domainErrors';
import { follow, react, removeCast, setUserField, unfollow, unreact } from '../store/effects';
import type { UserRow } from '../store/rows';
import type { Store } from '../store/store';
import type { MessageAction } from './action';

/** Applies one action for `author`, so that the next read sees it. Runs inside the caller's transaction. */
export async function applyAction(store: Store, author: Pick<UserRow, 'id' | 'fid'>, action: MessageAction, hash: string, timestamp: number, external: boolean): Promise<void> {
  switch (action.kind) {
    case 'castAdd': {
      const parent = action.parentHash ? await store.casts.byHash(action.parentHash) : undefined;
      if (action.parentHash && !parent) throw new NotFoundError(`Parent cast ${action.parentHash} not found`);
      await store.casts.insert({
        hash,
        authorId: author.id,
        text: action.text,
        mentions: action.mentions,
        mentionsPositions: action.mentionsPositions,
        embeds: JSON.stringify(action.embeds),
        parentHash: parent?.hash ?? null,
        parentAuthorId: parent?.author_id ?? null,
        parentUrl: action.parentUrl,
        threadHash: parent?.thread_hash ?? hash,
        timestamp,
        external,
      });
      return;
    }
    case 'castRemove': {
      const target = await store.casts.byHash(action.targetHash);
      if (!target) throw new NotFoundError(`Cast ${action.targetHash} not found`);
      if (target.author_id !== author.id) throw new ForbiddenError('Only the author can remove a cast');
      await removeCast(store, target);
      return;
    }
    case 'reaction': {
      const target = await store.casts.byHash(action.targetHash);
      if (!target) throw new NotFoundError(`Cast ${action.targetHash} not found`);
      if (action.add) await react(store, target.id, action.reaction, author.id, timestamp);
      else await unreact(store, target.id, action.reaction, author.id);
      return;
    }
    case 'link': {
      const target = await store.users.byFid(action.targetFid);
      if (!target) throw new NotFoundError(`User ${action.targetFid} not found`);
      if (target.id === author.id) throw new InvalidInputError('A user cannot follow themselves');
      if (action.add) await follow(store, author.id, target.id, timestamp);
      else await unfollow(store, author.id, target.id);
      return;
    }
    case 'block': {
      const target = await store.users.byFid(action.targetFid);
      if (!target) throw new NotFoundError(`User ${action.targetFid} not found`);
      if (target.id === author.id) throw new InvalidInputError('A user cannot block themselves');
      if (action.add) await store.blocks.add(author.id, target.id, timestamp);
      else await store.blocks.remove(author.id, target.id);
      return;
    }
    case 'userData':
      await setUserField(store, author, action.field, action.value);
      return;
  }
}
