import { describe, expect, it } from 'vitest';
import { routePatternOf } from './routePattern';

describe('the route pattern of an address', () => {
  it.each([
    ['/', '/'],
    ['/u/3', '/u/:fid'],
    ['/u/3/followers', '/u/:fid/followers'],
    ['/cast/0x36d36934bc2de9a5e1942bc6a6db0e21a3ed3d26', '/cast/:hash'],
    ['/cast/0x36d36934bc2de9a5e1942bc6a6db0e21a3ed3d26/likes', '/cast/:hash/:reactions'],
    ['/channel/memes', '/channel/:key'],
    ['/@alice', '/:handle'],
    ['/settings/profile', '/settings/profile'],
    ['/notifications', '/notifications'],
    ['/no/such/screen', '*'],
  ])('names %s by %s', (pathname, pattern) => {
    expect(routePatternOf(pathname)).toBe(pattern);
  });
});
