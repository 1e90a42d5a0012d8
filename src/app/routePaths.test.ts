import { describe, expect, it } from 'vitest';
import { castPath, channelPath, composePath, followersPath, followingPath, homePath, profilePath, settingsPath, yourChannelsPath } from './routePaths';

describe('route paths', () => {
  it('builds every screen’s address, escaping what it is given', () => {
    expect(homePath()).toBe('/');
    expect(settingsPath()).toBe('/settings');
    expect(channelPath('dev')).toBe('/channel/dev');
    expect(yourChannelsPath()).toBe('/channels/yours');
    expect(profilePath('0xAbC')).toBe('/u/0xAbC');
    expect(profilePath('a/b?c')).toBe('/u/a%2Fb%3Fc');
    expect(followingPath('3')).toBe('/u/3/following');
    expect(followersPath('3')).toBe('/u/3/followers');
    expect(castPath('0xabc')).toBe('/cast/0xabc');
    expect(composePath(new URLSearchParams())).toBe('/compose');
    expect(composePath(new URLSearchParams({ text: 'hi there' }))).toBe('/compose?text=hi+there');
  });
});
