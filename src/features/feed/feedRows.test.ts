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

  it('drops an entry drawing nothing new and leaves repeats further apart alone', () => {
    expect(drawnHashes(withoutRepeats([{ ...parent, reply }, { ...parent, reply }]))).toEqual(['0xp', '0xr']);
    expect(drawnHashes(withoutRepeats([parent, other, parent]))).toEqual(['0xp', '0xo', '0xp']);
  });

  it('keeps a parent drawn once more when a different reply is folded into it, without the parent', () => {
    const second = testCast({ hash: '0xs', parentHash: '0xp' });
    const out = withoutRepeats([{ ...parent, reply }, { ...parent, reply: second }]);
    expect(drawnHashes(out)).toEqual(['0xp', '0xr', '0xs']);
  });
});
