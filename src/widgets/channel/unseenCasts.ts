import { badgeCount } from '../../components/formats';

/** What a followed channel's badge shows: how many casts are new in it ("99+" from 100), or nothing. */
export function unseenBadge(unseen: number | null): string | null {
  return unseen ? badgeCount(unseen) : null;
}

/** A followed channel's link as it is read out: its id, and the new casts in it ("/art, 3 new casts"). */
export function followedChannelName(key: string, unseen: number | null): string {
  const badge = unseenBadge(unseen);
  return badge === null ? `/${key}` : `/${key}, ${badge} new ${unseen === 1 ? 'cast' : 'casts'}`;
}
