import { describe, expect, it } from 'vitest';
import type { Cast, Notification, NotificationKind, User } from '../../api/model';
import { testCast, testUser } from '../../queries/testModel';
import { groupHref, groupNotifications, groupSentence, notificationsOnTab } from './groupNotifications';

const user = (fid: string, username: string): User => testUser({ fid, username, displayName: '' });
const cast = (hash: string): Cast => testCast({ hash });
const [bob, carol, dave, erin] = [user('2', 'bob'), user('3', 'carol'), user('4', 'dave'), user('5', 'erin')];
let next = 100;
const n = (kind: NotificationKind, actor: User, on: Cast | null, timestamp = 1_000_000): Notification => ({
  id: String(next--), kind, actor, cast: on, reply: null, timestamp,
});

describe('groupNotifications', () => {
  it('makes one row per cast per kind, newest first, each person once', () => {
    const a = cast('0xa');
    const b = cast('0xb');
    const list = [n('like', bob, a), n('recast', carol, a), n('like', carol, a), n('like', dave, b), n('like', bob, a), n('like', erin, a)];
    const groups = groupNotifications(list, new Set([list[0]!.id]));
    expect(groups.map((g) => `${g.kind} ${g.latest.cast?.hash} ${g.actors.map((u) => u.username).join(',')} ${g.unseen}`)).toEqual([
      'like 0xa bob,carol,erin true',
      'recast 0xa carol false',
      'like 0xb dave false',
    ]);
    expect(groupSentence(groups[0]!)).toBe('bob and 2 others liked your cast');
    expect(groupSentence(groups[1]!)).toBe('carol recast your cast');
    expect(groupHref(groups[2]!)).toBe('/cast/0xb');
  });

  it('keeps mentions apart, groups follows per day, and links a follow to the follower', () => {
    const day = 24 * 60 * 60 * 1000;
    const list = [n('mention', bob, cast('0x1')), n('mention', bob, cast('0x2')), n('follow', carol, null, 10 * day + 5), n('follow', dave, null, 10 * day), n('follow', erin, null, 3 * day)];
    const groups = groupNotifications(list);
    expect(groups.map((g) => g.kind)).toEqual(['mention', 'mention', 'follow', 'follow']);
    expect(groupSentence(groups[2]!)).toBe('carol and dave followed you');
    expect(groupHref(groups[3]!)).toBe('/u/5');
  });

  it('leads a reply row to the reply itself when the gateway sent it', () => {
    const reply = { ...n('reply', bob, cast('0xparent')), reply: cast('0xreply') };
    expect(groupHref(groupNotifications([reply])[0]!)).toBe('/cast/0xreply');
  });
});

describe('notificationsOnTab', () => {
  it('keeps every kind on All, and only mentions, replies and quotes, in order, on Mentions and replies', () => {
    const a = cast('0xa');
    const list = [n('like', bob, a), n('reply', carol, a), n('follow', dave, null), n('mention', erin, a), n('recast', bob, a), n('quote', carol, a)];
    expect(notificationsOnTab(list, 'all')).toEqual(list);
    expect(notificationsOnTab(list, 'mentions').map((x) => x.kind)).toEqual(['reply', 'mention', 'quote']);
    expect(notificationsOnTab([n('like', bob, a)], 'mentions')).toEqual([]);
  });
});
