import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { acceptedHash, castBody, json, l2Author, send, withDatabase, type Author } from './support';

type Page = { result: { casts: { hash: string; text: string }[] } };

describe('reads after a write, with other readers running', () => {
  let gw: TestGateway;
  let author: Author;
  beforeAll(async () => {
    gw = await startTestGateway({ seed: 'none' });
    author = await l2Author(gw);
  });
  afterAll(() => gw.dispose());

  const page = () => json<Page>(gw.get(`/farcaster/v2/casts?fid=${author.fid}&limit=5`));

  it('every read after a 200 sees the write, while three readers keep the page hot', async () => {
    let running = true;
    const readers = Array.from({ length: 3 }, async () => {
      while (running) await page();
    });
    const missed: number[] = [];
    try {
      for (let i = 0; i < 15; i++) {
        const hash = await acceptedHash(send(gw, author, { type: 1, ...castBody(`fresh ${i}`) }));
        if ((await page()).result.casts[0]?.hash !== hash) missed.push(i);
      }
    } finally {
      running = false;
      await Promise.all(readers);
    }
    expect(missed).toEqual([]);
  });

  it('refused requests, reads and sign-in texts leave cached pages in place; a commit, here or by another process, replaces them', async () => {
    const path = `/farcaster/v2/casts?fid=${author.fid}&limit=5`;
    const cacheOf = async (res: Promise<Response>) => (await res).headers.get('X-Cache');
    await gw.get(path);
    expect(await cacheOf(gw.get(path))).toBe('hit');
    const refusals = [
      gw.post('/farcaster/v2/message', '{nope', author.token),
      gw.post('/farcaster/v2/message', { message: {} }, 'forged.token.here'),
      send(gw, author, { type: 1, ...castBody('x'.repeat(1100)) }),
      gw.post('/auth/v2/authenticate', { address: author.fid, chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'SIGNATURE' }),
      gw.get(`/farcaster/v2/user?fid=${author.fid}`),
      // Issuing a sign-in text writes only bookkeeping that no read serves.
      gw.get(`/auth/v1/get-account-signin-message?address=${privateKeyToAccount(generatePrivateKey()).address}&chainId=1`),
      gw.get(path, author.token),
    ];
    for (const res of await Promise.all(refusals)) await res.arrayBuffer();
    expect(await cacheOf(gw.get(path))).toBe('hit');

    const hash = await acceptedHash(send(gw, author, { type: 1, ...castBody('committed') }));
    const afterCommit = await gw.get(path);
    expect(afterCommit.headers.get('X-Cache')).toBe('miss');
    expect(((await afterCommit.json()) as Page).result.casts[0]?.hash).toBe(hash);

    // A row committed by another connection to the database (another gateway process) is read at once too.
    expect(await cacheOf(gw.get(path))).toBe('hit');
    const aside = `0x${'ab'.repeat(20)}`;
    await withDatabase(gw.db, async (side) => {
      const newest = (await side.first(
        sql<{ author_id: number; embeds: string; timestamp: number }>`SELECT author_id, embeds, timestamp FROM casts
          WHERE author_id = (SELECT id FROM users WHERE fid = ${author.fid}) ORDER BY id DESC LIMIT 1`,
      ))!;
      await side.write(sql`INSERT INTO casts (hash, author_id, text, mentions, mentions_positions, embeds, thread_hash, timestamp, external)
        VALUES (${aside}, ${newest.author_id}, 'written aside', '[]', '[]', ${newest.embeds}, ${aside}, ${newest.timestamp + 1}, 1)`);
    });
    expect((await page()).result.casts.slice(0, 2).map((c) => c.hash)).toEqual([aside, hash]);
  });
});
