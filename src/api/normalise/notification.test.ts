import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import specCasts from '../fixtures/spec/casts-page.json';
import { bodyOf } from '../fixtures/recorded';
import { castSchema } from './cast';
import { notificationSchema } from './notification';

const actor = { fid: '2', username: 'bob', displayName: 'Bob', pfp: { url: '' }, followerCount: 1, followingCount: 1 };
const raw = (type: string, extra: Record<string, unknown> = {}) => ({ id: 'n1', type, timestamp: 1_700_000_000_000, actor, content: {}, ...extra });

describe('notificationSchema', () => {
  it('reads the kinds the gateways send', () => {
    expect(v.parse(notificationSchema, raw('link')).kind).toBe('follow');
    expect(v.parse(notificationSchema, raw('reply')).kind).toBe('reply');
    expect(v.parse(notificationSchema, raw('reaction', { reactionType: 'recast' })).kind).toBe('recast');
    expect(v.parse(notificationSchema, raw('reaction', { reactionType: 1 })).kind).toBe('like');
  });

  it('refuses a type it does not know, including names every object inherits', () => {
    for (const type of ['poke', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(v.safeParse(notificationSchema, raw(type)).success).toBe(false);
    }
  });

  it.each([
    ['like', 'like'],
    ['1', 'like'],
    ['REACTION_TYPE_LIKE', 'like'],
    ['Recast', 'recast'],
    [2, 'recast'],
    ['reaction_type_recast', 'recast'],
  ])('reads a reaction of type %j as a %s', (reactionType, kind) => {
    expect(v.parse(notificationSchema, raw('reaction', { reactionType })).kind).toBe(kind);
  });

  it('refuses a reaction of no known type, naming the notification type', () => {
    for (const reactionType of [3, 'REACTION_TYPE_NONE', null, undefined]) {
      const parsed = v.safeParse(notificationSchema, raw('reaction', { reactionType }));
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.map((issue) => issue.message)).toEqual(['unknown notification type reaction']);
    }
  });

  it('reads the cast concerned and the reply, each null when absent or malformed', () => {
    const [first, second] = (bodyOf(specCasts) as { result: { casts: unknown[] } }).result.casts;
    const read = v.parse(notificationSchema, raw('reply', { content: { cast: first, reply: second } }));
    expect(read).toMatchObject({ id: 'n1', kind: 'reply', timestamp: 1_700_000_000_000, actor: { fid: '2', username: 'bob' } });
    expect(read.cast).toEqual(v.parse(castSchema, first));
    expect(read.reply).toEqual(v.parse(castSchema, second));
    expect(v.parse(notificationSchema, raw('reply', { content: { cast: { hash: 7 }, reply: null } }))).toMatchObject({ cast: null, reply: null });
    expect(v.parse(notificationSchema, raw('link', { content: null }))).toMatchObject({ cast: null, reply: null });
    expect(v.parse(notificationSchema, raw('link', { content: undefined, id: 12 }))).toMatchObject({ id: '12', cast: null, reply: null });
  });
});
