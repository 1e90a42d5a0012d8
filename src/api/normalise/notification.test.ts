import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
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
});
