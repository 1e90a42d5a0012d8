import { badgeCount } from '../../components/formats';

/** What a followed channel's badge shows: how many casts are new in it ("99+" from 100), or nothing. */
export function unseenBadge(unseen: number | null): string | null {
  return unseen ? badgeCount(unseen) : null;
}

/** Read out after the badge's number, which says nothing by itself: "3 new casts". */
export const unseenWords = (unseen: number): string => (unseen === 1 ? 'new cast' : 'new casts');
