import { describe, expect, it } from 'vitest';
import { rowCache } from './rowCache';

describe('rowCache', () => {
  const loader = () => {
    const loads: number[][] = [];
    const load = (ids: number[]) => (loads.push(ids), ids.filter((id) => id > 0).map((id) => ({ id, name: `row ${id}` })));
    return { loads, load };
  };

  it('loads only the rows it does not hold, each once, and leaves out rows that do not exist', () => {
    const { loads, load } = loader();
    const cache = rowCache(load);
    expect([...cache.get([1, 2, 2, -1]).keys()]).toEqual([1, 2]);
    expect(cache.get([2, 3]).get(3)).toEqual({ id: 3, name: 'row 3' });
    expect(cache.get([1, 2, 3]).size).toBe(3);
    expect(loads).toEqual([[1, 2, 2, -1], [3]]);
  });

  it('loads a forgotten row again, and starts afresh rather than grow past its size', () => {
    const { loads, load } = loader();
    const cache = rowCache(load, 3);
    cache.get([1, 2]);
    cache.forget(1);
    cache.get([1, 2]);
    cache.get([3]);
    expect(loads).toEqual([[1, 2], [1], [3]]);
    cache.get([4]);
    cache.get([1]);
    expect(loads.slice(3)).toEqual([[4], [1]]);
  });
});
