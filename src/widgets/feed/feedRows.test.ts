import { describe, expect, it } from 'vitest';
import { testCast } from '../../queries/testModel';
import { withoutRepeats } from './feedRows';

const parent = testCast({ hash: '0xp', text: 'parent' });
const reply = testCast({ hash: '0xr', parentHash: '0xp', text: 'reply' });
const other = testCast({ hash: '0xo', text: 'other' });
const drawnHashes = (casts: ReturnType<typeof withoutRepeats>) => casts.flatMap((c) => (c.reply ? [c.hash, c.reply.hash] : [c.hash]));

describe('withoutRepeats', () => {
  it('drops a cast shown on its own right after it was shown as the parent of a reply', () => {
    const out = withoutRepeats([{ ...parent, reply }, parent, other]);
    expect(drawnHashes(out)).toEqual(['0xp', '0xr', '0xo']);
  });

  it('keeps only the reply when its parent was just shown on its own', () => {
    const out = withoutRepeats([parent, { ...parent, reply }, other]);
    expect(drawnHashes(out)).toEqual(['0xp', '0xr', '0xo']);
    expect(out[1]).toBe(reply);
  });

  it('drops an entry drawing nothing new, however far below the first it comes', () => {
    expect(drawnHashes(withoutRepeats([{ ...parent, reply }, { ...parent, reply }]))).toEqual(['0xp', '0xr']);
    expect(drawnHashes(withoutRepeats([parent, other, parent]))).toEqual(['0xp', '0xo']);
  });

  it('shows a parent with three replies folded in, pages apart, once: each cast of the feed appears once', () => {
    const replies = ['0xr1', '0xr2', '0xr3'].map((hash) => testCast({ hash, parentHash: '0xp' }));
    const fillers = Array.from({ length: 30 }, (_, i) => testCast({ hash: `0xf${i}` }));
    const feed = [{ ...parent, reply: replies[0]! }, ...fillers.slice(0, 10), { ...parent, reply: replies[1]! }, ...fillers.slice(10, 20), parent, ...fillers.slice(20), { ...parent, reply: replies[2]! }];
    const hashes = drawnHashes(withoutRepeats(feed));
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.filter((h) => h === '0xp')).toHaveLength(1);
    expect(hashes).toEqual(expect.arrayContaining(['0xr1', '0xr2', '0xr3']));
  });

  it('keeps a parent drawn once more when a different reply is folded into it, without the parent', () => {
    const second = testCast({ hash: '0xs', parentHash: '0xp' });
    const out = withoutRepeats([{ ...parent, reply }, { ...parent, reply: second }]);
    expect(drawnHashes(out)).toEqual(['0xp', '0xr', '0xs']);
  });
});
