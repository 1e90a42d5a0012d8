import type { AcceptedMessage } from '../store/messageLog';
import type { UserRow } from '../store/rows';
import type { CastItem, ViewContext } from './viewContext';

export type Json = Record<string, unknown>;

/** Turns rows into one mode's response records. */
export interface Presenter {
  /** `relation` adds isFollowing/isFollowedBy even for an anonymous caller (authors in casts). */
  user(user: UserRow, ctx: ViewContext, relation: boolean): Json;
  cast(item: CastItem, ctx: ViewContext): Json;
  message(message: AcceptedMessage): Json;
}
