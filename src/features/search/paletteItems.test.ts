import { describe, expect, it } from 'vitest';
import { paletteItems } from './paletteItems';
import { testUser } from '../../queries/testModel';

describe('paletteItems', () => {
  it('offers a cast search first, then people, then channels, and nothing for blank input', () => {
    expect(paletteItems('  ', [], [])).toEqual([]);
    const items = paletteItems(' dev ', [testUser({ fid: '7', username: 'devon', displayName: 'Devon' })], [{ key: 'dev', name: 'Dev', description: '', imageUrl: null, parentUrl: 'https://warpcast.com/~/channel/dev', followerCount: 1, castCount: 1, leadFid: '2' }]);
    expect(items.map((i) => [i.label, i.to])).toEqual([
      ['Search casts for “dev”', '/search?q=dev'],
      ['Devon', '/u/7'],
      ['/dev', '/channel/dev'],
    ]);
  });
});
