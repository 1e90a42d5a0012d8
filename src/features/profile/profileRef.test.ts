import { describe, expect, it } from 'vitest';
import { profileRefOf } from './profileRef';

describe('profileRefOf', () => {
  it('reads a profile address as a FID, or as a username the way Farcaster links name accounts', () => {
    expect(profileRefOf('3')).toEqual({ fid: '3' });
    expect(profileRefOf('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({ fid: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' });
    expect(profileRefOf('nina')).toEqual({ username: 'nina' });
    expect(profileRefOf('Nina.eth')).toEqual({ username: 'nina.eth' });
    for (const nothing of ['', '-nina', '@nina', 'a/b', 'x'.repeat(17)]) expect(profileRefOf(nothing)).toBeNull();
  });
});
