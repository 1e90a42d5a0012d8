import { describe, expect, it } from 'vitest';
import { displayName, handle, identityName, mentionName } from './userName';

const address = '0x1234567890abcdef1234567890abcdef1234abcd';

describe('displayName and handle', () => {
  it('use the display name and username an account chose', () => {
    const alice = { fid: '1', username: 'alice', displayName: 'Alice Liddell' };
    expect(displayName(alice)).toBe('Alice Liddell');
    expect(handle(alice)).toBe('@alice');
  });

  it('fall back to the username, then to the FID', () => {
    expect(displayName({ fid: '1', username: 'alice', displayName: '  ' })).toBe('alice');
    expect(displayName({ fid: '7', username: '', displayName: '' })).toBe('FID 7');
  });

  it('never show an L2 account’s raw address as its name or handle', () => {
    const l2 = { fid: address, username: address, displayName: address };
    expect(displayName(l2)).toBe('0x1234…abcd');
    expect(handle(l2)).toBeNull();
    expect(identityName(address)).toBe('0x1234…abcd');
    expect(identityName('7')).toBe('FID 7');
  });

  it('point to a person in running text by handle, else by name: an L2 account by its name or short address', () => {
    expect(mentionName({ fid: '1', username: 'alice', displayName: 'Alice Liddell' })).toBe('@alice');
    expect(mentionName({ fid: address, username: address, displayName: 'Newcomer' })).toBe('Newcomer');
    expect(mentionName({ fid: address, username: address, displayName: '' })).toBe('0x1234…abcd');
  });
});
