import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { channelSchema, followedChannelSchema } from './channel';

describe('channelSchema', () => {
  it('reads a channel record with its counts and lead', () => {
    const raw = {
      channelId: 'dev', url: 'https://castline.test/dev', name: 'Developers', description: 'Building things', imageUrl: 'https://img.test/dev.png',
      leadFid: 3, followerCount: '12', castCount: 40, extra: true,
    };
    expect(v.parse(channelSchema, raw)).toEqual({
      key: 'dev', name: 'Developers', description: 'Building things', imageUrl: 'https://img.test/dev.png', parentUrl: 'https://castline.test/dev',
      followerCount: 12, castCount: 40, leadFid: '3',
    });
  });

  it('names a channel by its id and leaves out what the record does not say', () => {
    expect(v.parse(channelSchema, { channelId: 'art', url: 'https://castline.test/art', name: '', imageUrl: '', leadFid: null })).toEqual({
      key: 'art', name: 'art', description: '', imageUrl: null, parentUrl: 'https://castline.test/art', followerCount: 0, castCount: null, leadFid: null,
    });
    expect(v.parse(channelSchema, { channelId: 'x', url: 'u', leadFid: '0xabc' }).leadFid).toBe('0xabc');
  });

  it('refuses a record without an id or URL', () => {
    expect(v.safeParse(channelSchema, { url: 'https://castline.test/a' }).success).toBe(false);
    expect(v.safeParse(channelSchema, { channelId: 'a' }).success).toBe(false);
    expect(v.safeParse(channelSchema, [{ channelId: 'a', url: 'u' }]).success).toBe(false);
  });

  it('says whether the viewer follows the channel only where the record says so', () => {
    const raw = { channelId: 'art', url: 'https://castline.test/art' };
    expect(v.parse(channelSchema, { ...raw, viewerContext: { following: true } }).viewerFollowing).toBe(true);
    expect(v.parse(channelSchema, { ...raw, viewerContext: { following: false } }).viewerFollowing).toBe(false);
    for (const viewerContext of [undefined, null, {}, { following: null }]) {
      expect(v.parse(channelSchema, { ...raw, viewerContext })).not.toHaveProperty('viewerFollowing');
    }
    expect(v.safeParse(channelSchema, { ...raw, viewerContext: { following: 'yes' } }).success).toBe(false);
  });
});

describe('followedChannelSchema', () => {
  it('reads a followed channel with when it was followed and opened, and its unseen count', () => {
    const raw = {
      channelId: 'art', url: 'https://castline.test/art', name: 'Art', followerCount: 3, castCount: 9, createdAt: 1,
      viewerContext: { following: true }, followedAt: 1_700_000_000_000, seenAt: '2023-11-14T22:13:20.000Z', unseenCount: 100,
    };
    expect(v.parse(followedChannelSchema, raw)).toEqual({
      key: 'art', name: 'Art', description: '', imageUrl: null, parentUrl: 'https://castline.test/art', followerCount: 3, castCount: 9, leadFid: null,
      viewerFollowing: true, followedAt: 1_700_000_000_000, seenAt: 1_700_000_000_000, unseenCount: 100,
    });
    expect(v.parse(followedChannelSchema, { channelId: 'art', url: 'u' })).toMatchObject({ followedAt: null, seenAt: null, unseenCount: 0 });
  });
});
