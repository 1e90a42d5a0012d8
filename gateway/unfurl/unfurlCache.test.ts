import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { newTestDatabase } from '../testing/testDatabase';
import type { LinkPreview } from './pageMeta';
import { unfurlCache } from './unfurlCache';

const preview = (url: string, title: string): LinkPreview => ({ url, title, description: null, image: null, siteName: null, miniapp: null });

describe('the unfurl cache', () => {
  it('answers a preview for its lifetime, keeps the latest per URL, and forgets previews past their lifetime', async () => {
    const db = await openDatabase(await newTestDatabase());
    const cache = unfurlCache(db, 1000);
    expect(await cache.get('https://a', 0)).toBeNull();
    await cache.put('https://a', preview('https://a', 'one'), 100);
    await cache.put('https://a', preview('https://a', 'two'), 200);
    expect(await cache.get('https://a', 1199)).toEqual(preview('https://a', 'two'));
    expect(await cache.get('https://a', 1200)).toBeNull();
    await cache.put('https://b', preview('https://b', 'b'), 1300);
    expect(await cache.get('https://a', 0)).toBeNull();
    expect(await cache.get('https://b', 1300)).toEqual(preview('https://b', 'b'));
    expect(db.ownWrites()).toBe(0);
  });
});
