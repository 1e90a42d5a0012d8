import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { channelSchema } from './channel';

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
});
