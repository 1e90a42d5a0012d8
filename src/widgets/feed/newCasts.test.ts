import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../api/errors';
import { castKey } from '../../queries/pagedItems';
import { testCast } from '../../queries/testModel';
import { NEW_CASTS_POLL_MS, newCastsAbove, nextLookIn, prependToFirstPage } from './newCasts';

const at = (hash: string, minute: number) => testCast({ hash, timestamp: minute * 60_000 });

describe('newCastsAbove', () => {
  const shown = [at('0x5', 5), at('0x4', 4), at('0x3', 3)];

  it('finds casts newer than the newest shown that the list lacks', () => {
    const result = newCastsAbove([at('0x7', 7), at('0x6', 6), at('0x5', 5), at('0x4', 4)], shown, castKey);
    expect(result.casts.map((c) => c.hash)).toEqual(['0x7', '0x6']);
    expect(result.gap).toBe(false);
  });

  it('finds nothing when the first page is unchanged', () => {
    expect(newCastsAbove(shown, shown, castKey).casts).toEqual([]);
  });

  it('ignores an older cast that appeared late, which would land inside the list', () => {
    expect(newCastsAbove([at('0x5', 5), at('0x2', 2)], shown, castKey).casts).toEqual([]);
  });

  it('counts a new reply folded into an old parent by the reply', () => {
    const folded = testCast({ hash: '0x1', timestamp: 60_000, reply: at('0x9', 9) });
    expect(newCastsAbove([folded, ...shown], shown, castKey).casts).toEqual([folded]);
  });

  it('reports a gap when the fresh page shares nothing with the list', () => {
    expect(newCastsAbove([at('0x9', 9), at('0x8', 8)], shown, castKey)).toMatchObject({ gap: true });
  });
});

describe('prependToFirstPage', () => {
  it('puts fresh casts at the top and keeps every page and cursor', () => {
    const data = { pages: [{ items: [at('0x5', 5)], next: 'a' }, { items: [at('0x4', 4)], next: null }], pageParams: [null, 'a'] };
    const merged = prependToFirstPage(data, [at('0x6', 6)]);
    expect(merged.pages.map((p) => p.items.map((c) => c.hash))).toEqual([['0x6', '0x5'], ['0x4']]);
    expect(merged.pages[0]!.next).toBe('a');
    expect(merged.pageParams).toEqual([null, 'a']);
  });
});

describe('nextLookIn', () => {
  it('looks at the top every few seconds, well inside the public service\'s five reads per five seconds', () => {
    expect(nextLookIn(null)).toBe(NEW_CASTS_POLL_MS);
    expect(NEW_CASTS_POLL_MS).toBeLessThanOrEqual(10_000);
    expect(NEW_CASTS_POLL_MS).toBeGreaterThanOrEqual(5_000);
  });

  it('backs off after a 429 for as long as the gateway asked, and a minute at least', () => {
    expect(nextLookIn(new GatewayError('rate-limited', 'Too many requests', { status: 429, retryAfterMs: 120_000 }))).toBe(120_000);
    expect(nextLookIn(new GatewayError('rate-limited', 'Too many requests', { status: 429 }))).toBe(60_000);
    expect(nextLookIn(new GatewayError('rate-limited', 'Too many requests', { status: 429, retryAfterMs: 2_000 }))).toBe(60_000);
  });

  it('backs off after any other failed look too', () => {
    expect(nextLookIn(new GatewayError('network', 'offline'))).toBe(60_000);
    expect(nextLookIn(new Error('boom'))).toBe(60_000);
  });
});
