import { describe, expect, it } from 'vitest';
import { castHashOf } from '../../api/ids';
import { testCast } from '../../queries/testModel';
import { repliesUnder } from './threadTree';

const cast = (hash: string, parentHash: string | null) => testCast({ hash, parentHash });

describe('repliesUnder', () => {
  const thread = [cast('0xroot', null), cast('0xa', '0xroot'), cast('0xb', '0xroot'), cast('0xa1', '0xa'), cast('0xa1x', '0xa1'), cast('0xb1', '0xb')];

  it('lists every reply under a cast, at any depth, in thread order', () => {
    expect(repliesUnder(thread, castHashOf('0xa')).map((c) => c.hash)).toEqual(['0xa1', '0xa1x']);
    expect(repliesUnder(thread, castHashOf('0xroot'))).toHaveLength(5);
  });

  it('has nothing under a leaf, and ignores the cast itself and repeats', () => {
    expect(repliesUnder(thread, castHashOf('0xb1'))).toEqual([]);
    expect(repliesUnder([...thread, cast('0xa1', '0xa')], castHashOf('0xa')).map((c) => c.hash)).toEqual(['0xa1', '0xa1x']);
  });
});
