import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import specCasts from '../fixtures/spec/casts-page.json';
import specUsers from '../fixtures/spec/users.json';
import { bodyOf } from '../fixtures/recorded';
import { feedCastSchema } from './feedCast';

const [cast] = (bodyOf(specCasts) as { result: { casts: Record<string, unknown>[] } }).result.casts;
const [user] = (bodyOf(specUsers) as { result: { users: Record<string, unknown>[] } }).result.users;

describe('feedCastSchema', () => {
  it('reads a following-feed cast, with the followed person who recast it when there is one', () => {
    const plain = v.parse(feedCastSchema, cast);
    expect(plain.hash).toBe('0x5b1f6e0c9a3d27e48f0b6c1d2e3f4a5b6c7d8e9f');
    expect(plain).not.toHaveProperty('recastedBy');
    expect(v.parse(feedCastSchema, { ...cast, recastedBy: null })).not.toHaveProperty('recastedBy');
    const recast = v.parse(feedCastSchema, { ...cast, recastedBy: user });
    expect(recast).toMatchObject({ hash: plain.hash, recastedBy: { fid: '1', username: 'farcaster' } });
  });

  it('keeps the cast when its recaster cannot be read, and refuses what is not a cast', () => {
    expect(v.parse(feedCastSchema, { ...cast, recastedBy: { fid: [] } })).not.toHaveProperty('recastedBy');
    const refused = v.safeParse(feedCastSchema, { recastedBy: user });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('not a cast');
  });
});
