import { castPath, profilePath, type NotificationsTab } from '../../app/routePaths';
import type { Notification, NotificationKind, User } from '../../api/model';
import { displayName } from '../../components/userName';

/** Notifications about one cast and of one kind, shown as one row ("bob and 3 others liked your cast"). */
export interface NotificationGroup {
  key: string;
  kind: NotificationKind;
  /** Distinct people, newest first. */
  actors: User[];
  /** The newest notification of the group. */
  latest: Notification;
  /** Some notification of the group arrived since the screen was last opened. */
  unseen: boolean;
}

/** The kinds the "Mentions and replies" tab shows: casts that speak to the person, not reactions or follows. */
const CONVERSATION: ReadonlySet<NotificationKind> = new Set(['mention', 'reply', 'quote']);

/** The notifications a tab shows, in their order. */
export const notificationsOnTab = (list: readonly Notification[], tab: NotificationsTab): readonly Notification[] =>
  tab === 'all' ? list : list.filter((n) => CONVERSATION.has(n.kind));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Follows have no cast: they are grouped per day, so a follow from last month does not join today's. */
function groupKey(n: Notification): string {
  if (n.kind === 'follow') return `follow:${Math.floor(n.timestamp / DAY_MS)}`;
  // Every mention, quote and reply is a cast of its own worth reading; likes and recasts pile up.
  if (n.kind === 'mention' || n.kind === 'quote') return `${n.kind}:${n.id}`;
  return `${n.kind}:${n.cast?.hash ?? n.id}`;
}

/**
 * Groups in the order of their newest member (the list comes newest first). `unseenIds` are the
 * notifications that arrived since the person last looked.
 */
export function groupNotifications(list: readonly Notification[], unseenIds: ReadonlySet<string> = new Set()): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const n of list) {
    const key = groupKey(n);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, kind: n.kind, actors: [n.actor], latest: n, unseen: unseenIds.has(n.id) });
      continue;
    }
    if (!group.actors.some((a) => a.fid === n.actor.fid)) group.actors.push(n.actor);
    if (unseenIds.has(n.id)) group.unseen = true;
  }
  return [...groups.values()];
}

const VERBS: Record<NotificationKind, string> = {
  like: 'liked your cast',
  recast: 'recast your cast',
  follow: 'followed you',
  reply: 'replied to your cast',
  mention: 'mentioned you',
  quote: 'quoted your cast',
};

/** A person in a notification's sentence: never a raw address. */
export const nameOf = (user: User): string => displayName(user);

/** "bob liked your cast", "bob and carol …", "bob and 3 others …". */
export function groupSentence(group: Pick<NotificationGroup, 'kind' | 'actors'>): string {
  const [first, second] = group.actors;
  const others = group.actors.length - 1;
  const who =
    others === 0 ? nameOf(first!) : others === 1 ? `${nameOf(first!)} and ${nameOf(second!)}` : `${nameOf(first!)} and ${others} others`;
  return `${who} ${VERBS[group.kind]}`;
}

/** Where a row leads: the reply, mention or quote itself, the cast reacted to, or the new follower. */
export function groupHref(group: NotificationGroup): string {
  const { latest } = group;
  const cast = latest.kind === 'reply' ? (latest.reply ?? latest.cast) : latest.cast;
  if (cast) return castPath(cast.hash);
  return profilePath(latest.actor.fid);
}
