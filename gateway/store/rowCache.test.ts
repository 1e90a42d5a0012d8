import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { rowCache } from './rowCache';

describe('rowCache', async () => {
  const db = await openDatabase(':memory:');
  const loader = (during?: () => void) => {
    const loads: number[][] = [];
    const load = async (ids: number[]) => {
      loads.push(ids);
      during?.();
      return ids.filter((id) => id > 0).map((id) => ({ id, name: `row ${id}` }));
    };
    return { loads, load };
  };

  it('loads only the rows it does not hold, each once, and leaves out rows that do not exist', async () => {
    const { loads, load } = loader();
    const cache = rowCache(db, load);
    expect([...(await cache.get([1, 2, 2, -1])).keys()]).toEqual([1, 2]);
    expect((await cache.get([2, 3])).get(3)).toEqual({ id: 3, name: 'row 3' });
    expect((await cache.get([1, 2, 3])).size).toBe(3);
    expect(loads).toEqual([[1, 2, 2, -1], [3]]);
  });

  it('loads a forgotten row again, and starts afresh rather than grow past its size', async () => {
    const { loads, load } = loader();
    const cache = rowCache(db, load, 3);
    await cache.get([1, 2]);
    cache.forget(1);
    await cache.get([1, 2]);
    await cache.get([3]);
    expect(loads).toEqual([[1, 2], [1], [3]]);
    await cache.get([4]);
    await cache.get([1]);
    expect(loads.slice(3)).toEqual([[4], [1]]);
  });

  it('answers but does not keep rows loaded while something was forgotten: they may be older than the forgetting', async () => {
    let cache: ReturnType<typeof rowCache<{ id: number; name: string }>> | null = null;
    const { loads, load } = loader(() => cache?.forget(9));
    cache = rowCache(db, load);
    expect((await cache.get([1])).get(1)?.name).toBe('row 1');
    await cache.get([1]);
    expect(loads).toEqual([[1], [1]]);
  });

  it('does not keep rows read inside a transaction, and forgets a row again once the write that forgot it commits', async () => {
    const { loads, load } = loader();
    const cache = rowCache(db, load);
    await cache.get([1]);
    await db.transaction(async () => {
      cache.forget(1);
      await cache.get([1, 2]);
    });
    await cache.get([1, 2]);
    expect(loads).toEqual([[1], [1, 2], [1, 2]]);
    cache.forgetAll();
    await cache.get([2]);
    expect(loads.at(-1)).toEqual([2]);
  });
});
