import { describe, expect, it } from 'vitest';
import type { Cast, Page } from '../api/model';
import { castKey, uniqueItems } from './pagedItems';
import { testCast } from './testModel';

describe('castKey', () => {
  it('tells apart two replies folded into the same parent', () => {
    const a = testCast({ hash: '0xparent', reply: testCast({ hash: '0xr1' }) });
    const b = testCast({ hash: '0xparent', reply: testCast({ hash: '0xr2' }) });
    expect(castKey(a)).not.toBe(castKey(b));
    expect(castKey(testCast({ hash: '0xparent' }))).toBe('0xparent');
  });
});

describe('uniqueItems', () => {
  const page = (items: Cast[], next: string | null = 'n'): Page<Cast> => ({ items, next });

  it('keeps every item once, in first-seen order, across pages', () => {
    const one = testCast({ hash: '0x1' });
    const two = testCast({ hash: '0x2' });
    const three = testCast({ hash: '0x3' });
    const items = uniqueItems([page([one, two]), page([two, three]), page([], null)], castKey);
    expect(items.map(castKey)).toEqual(['0x1', '0x2', '0x3']);
  });

  it('keeps both folded replies of one parent', () => {
    const a = testCast({ hash: '0xp', reply: testCast({ hash: '0xa' }) });
    const b = testCast({ hash: '0xp', reply: testCast({ hash: '0xb' }) });
    expect(uniqueItems([page([a]), page([b])], castKey)).toEqual([a, b]);
  });

  it('never moves an item already listed when a later page repeats it', () => {
    const first = [testCast({ hash: '0x1' }), testCast({ hash: '0x2' })];
    const before = uniqueItems([page(first)], castKey);
    const after = uniqueItems([page(first), page([testCast({ hash: '0x1' }), testCast({ hash: '0x9' })])], castKey);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
