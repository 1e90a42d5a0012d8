import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import farquestUsers from '../fixtures/farquest/users.json';
import specUsers from '../fixtures/spec/users.json';
import specCasts from '../fixtures/spec/casts-page.json';
import farquestCasts from '../fixtures/farquest/casts-page.json';
import { bodyOf } from '../fixtures/recorded';
import { userSchema } from './user';

type Body = { result: { users: unknown[] } };
type CastsBody = { result: { casts: { author: Record<string, unknown> }[] } };

describe('userSchema', () => {
  it('normalises a specification user record', () => {
    const [farcaster] = (bodyOf(specUsers) as Body).result.users;
    expect(v.parse(userSchema, farcaster)).toEqual({
      fid: '1',
      username: 'farcaster',
      displayName: 'Farcaster',
      pfpUrl: 'https://i.imgur.com/I2rEbPF.png',
      bio: 'A sufficiently decentralized social network. @v @dwr.eth',
      bioMentions: ['2', '3'],
      bioMentionNames: [],
      followingCount: 2,
      followerCount: 360140,
      external: false,
      custodyAddress: '0x8773442740c17c9d0f0b87022c722f9a136206ed',
      registeredAt: Date.UTC(2021, 6, 31, 17, 48, 33),
    });
  });

  it('normalises a far.quest L1 record: ms registeredAt, website kept, extras dropped, bio mentions kept as the usernames they are', () => {
    const [varun] = (bodyOf(farquestUsers) as Body).result.users;
    const user = v.parse(userSchema, varun);
    expect(user).toEqual({
      fid: '2',
      username: 'v',
      displayName: 'Varun Srinivasan',
      pfpUrl: 'https://i.imgur.com/v.png',
      bio: 'Technowatermelon. Elder Millenial. Building @farcaster.',
      bioMentions: [],
      bioMentionNames: ['farcaster'],
      followingCount: 1450,
      followerCount: 270118,
      external: false,
      custodyAddress: '0x4114e33eb831858649ea3702e1c9a2db3f626446',
      registeredAt: 1627753847000,
      website: 'https://varunsrinivasan.com',
    });
    expect(user).not.toHaveProperty('connectedAddress');
  });

  it('normalises a far.quest L2 record without custody address or picture', () => {
    const l2 = (bodyOf(farquestUsers) as Body).result.users[2];
    const user = v.parse(userSchema, l2);
    expect(user.fid).toBe('0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f');
    expect(user.external).toBe(true);
    expect(user.custodyAddress).toBeNull();
    expect(user.pfpUrl).toBeNull();
    expect(user.displayName).toBe('みか');
  });

  it('sets viewer from far.quest {_id}/null flags and from specification booleans', () => {
    const fq = (bodyOf(farquestCasts) as CastsBody).result.casts[0].author;
    expect(v.parse(userSchema, fq).viewer).toEqual({ isFollowing: true, isFollowedBy: false });
    const spec = (bodyOf(specCasts) as CastsBody).result.casts[1].author;
    expect(v.parse(userSchema, spec).viewer).toEqual({ isFollowing: false, isFollowedBy: true });
  });

  it('leaves viewer unset when the record carries no relation', () => {
    const [varun] = (bodyOf(farquestUsers) as Body).result.users;
    expect(v.parse(userSchema, varun)).not.toHaveProperty('viewer');
  });

  it('tolerates a missing username, string counts and a numeric fid, and lowercases L2 fids', () => {
    const user = v.parse(userSchema, { fid: '0xABCDEF0123456789ABCDEF0123456789ABCDEF01', followerCount: '12', followingCount: null });
    expect(user).toMatchObject({
      fid: '0xabcdef0123456789abcdef0123456789abcdef01',
      username: '',
      followerCount: 12,
      followingCount: 0,
      external: true,
    });
    expect(v.parse(userSchema, { fid: 3 })).toMatchObject({ fid: '3', followerCount: 0, followingCount: 0 });
  });

  it('rejects a record without a fid or with a wrongly typed field the app relies on', () => {
    expect(v.safeParse(userSchema, { username: 'nobody' }).success).toBe(false);
    expect(v.safeParse(userSchema, { fid: '3', username: 42 }).success).toBe(false);
    expect(v.safeParse(userSchema, { fid: '3', registeredAt: 'yesterday' }).success).toBe(false);
  });

  it('refuses a list where a record belongs', () => {
    expect(v.safeParse(userSchema, []).success).toBe(false);
    expect(v.safeParse(userSchema, { fid: '3', pfp: [] }).success).toBe(false);
    expect(v.safeParse(userSchema, { fid: '3', isFollowing: [] }).success).toBe(false);
  });

  it('reads bio mentions as FIDs (numbers, digits, L2 addresses, records holding one) or as usernames, dropping anything else', () => {
    const address = '0xABCDEF0123456789ABCDEF0123456789ABCDEF01';
    const mentions = [{ fid: 5 }, 7, '80', address, { fid: '9' }, 'Alice', 'dwr.eth', 1.5, null, { fid: 1.5 }, { fid: [6] }, '12a', `x${address}`, `${address}0`, '-name', '0x12'];
    expect(v.parse(userSchema, { fid: '3', bio: { text: 'hi', mentions } })).toMatchObject({
      bio: 'hi',
      bioMentions: ['5', '7', '80', address.toLowerCase(), '9'],
      bioMentionNames: ['alice', 'dwr.eth', '12a', '0x12'],
    });
  });

  it('fills what a record leaves out: empty texts, no mentions, no custody address, a blank website', () => {
    expect(v.parse(userSchema, { fid: '3', bio: {}, custodyAddress: '', url: null })).toEqual({
      fid: '3',
      username: '',
      displayName: '',
      pfpUrl: null,
      bio: '',
      bioMentions: [],
      bioMentionNames: [],
      followingCount: 0,
      followerCount: 0,
      external: false,
      custodyAddress: null,
      registeredAt: null,
      website: '',
    });
  });

  it('sets viewer from either relation alone', () => {
    expect(v.parse(userSchema, { fid: '3', isFollowedBy: true }).viewer).toEqual({ isFollowing: false, isFollowedBy: true });
    expect(v.parse(userSchema, { fid: '3', isFollowing: null }).viewer).toEqual({ isFollowing: false, isFollowedBy: false });
  });
});
