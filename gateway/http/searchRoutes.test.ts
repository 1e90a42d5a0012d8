import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient } from '../testing/demoClient';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { walkPages } from '../testing/routeWalk';

type Cast = { hash: string; text: string };

for (const compat of ['spec', 'farquest'] as const) {
  describe(`${compat} mode: GET /castline/v1/search-casts`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
    });
    afterAll(() => gw.dispose());

    const search = async (q: string): Promise<Cast[]> =>
      (await walkPages<Cast>(gw, `/castline/v1/search-casts?q=${encodeURIComponent(q)}`, 'casts', 100)).items;

    it('finds casts by a word, best match first, and every match exactly once however it is paged', async () => {
      const alice = await demoClient(gw.url, gw.apiKey, 1);
      await alice.cast('Zephyrine sunsets over the harbour');
      await alice.cast('zephyrine zephyrine, twice the zephyrine');
      await alice.cast('A quiet morning with no rare words');
      const all = await search('zephyrine');
      expect(all.map((c) => c.text)).toEqual(['zephyrine zephyrine, twice the zephyrine', 'Zephyrine sunsets over the harbour']);
      const common = await search('the');
      expect(common.length).toBeGreaterThan(3);
      // Pages of 13 over the seed's 1,200 or so matches: about ninety page edges, each crossed once.
      const paged = await walkPages<Cast>(gw, '/castline/v1/search-casts?q=the', 'casts', 13);
      expect(paged.items.map((c) => c.hash)).toEqual(common.map((c) => c.hash));
      expect(new Set(paged.items.map((c) => c.hash)).size).toBe(paged.items.length);
      expect((await search('zephyr')).length).toBe(2);
      expect((await search('harbour zephyrine')).map((c) => c.text)).toEqual(['Zephyrine sunsets over the harbour']);
    });

    it('stays in step with deleted casts', async () => {
      const bob = await demoClient(gw.url, gw.apiKey, 2);
      const hash = await bob.cast('Quixotically brief cast');
      expect((await search('quixotically')).map((c) => c.hash)).toEqual([hash]);
      await bob.remove(hash);
      expect(await search('quixotically')).toEqual([]);
    });

    it('answers bad input with 400', async () => {
      for (const bad of ['', 'q=', 'q=%3F%21', 'q=x&limit=0', 'q=x&limit=101', 'q=x&cursor=bad', `q=${'a'.repeat(201)}`]) {
        expect((await gw.get(`/castline/v1/search-casts?${bad}`)).status, bad).toBe(400);
      }
    });

    it('answers any text with 200 or a 400 in words, letters that lose their accent as punctuation included', async () => {
      for (const q of ['ʼ', 'ʻ', 'ŉ', 'ː', '⑴', 'donʼt', "it's", 'a:* & b', '\\', '!(x) | y <-> z']) {
        const response = await gw.get(`/castline/v1/search-casts?q=${encodeURIComponent(q)}`);
        expect([200, 400], q).toContain(response.status);
        if (response.status === 400) expect(((await response.json()) as { error?: string }).error, q).toMatch(/\w/);
      }
    });
  });
}
