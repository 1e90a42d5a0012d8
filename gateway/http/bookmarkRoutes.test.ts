import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { farcasterNow, signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

type Cast = { hash: string; author: { fid: number | string } };
const alice = demoIdentities[0]!;
const bob = demoIdentities[1]!;

describe('/castline/v1/bookmarks', () => {
  let gw: TestGateway;
  let aliceToken: string;
  let bobToken: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    aliceToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
    bobToken = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 1 }), { type: 'FID', signerPublicKey: bob.signerPublicKey });
  });
  afterAll(() => gw.dispose());

  const send = (method: 'PUT' | 'DELETE', hash: string, token?: string) =>
    fetch(`${gw.url}/castline/v1/bookmarks/${hash}`, { method, headers: { 'API-KEY': gw.apiKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const list = async (token: string, query = '') => {
    const response = await gw.get(`/castline/v1/bookmarks${query}`, token);
    expect(response.status).toBe(200);
    return (await response.json()) as { result: { casts: Cast[] }; next: string | null };
  };
  const casts = async (query: string) => ((await (await gw.get(`/farcaster/v2/casts?${query}`)).json()) as { result: { casts: Cast[] } }).result.casts;
  const hexBytes = (hex: string) => Buffer.from(hex.slice(2), 'hex');

  it('keeps bookmarks newest first, idempotently, and only for the account that made them', async () => {
    const [a, b, c] = await casts('limit=3');
    for (const cast of [a!, b!, c!, b!]) expect((await send('PUT', cast.hash, aliceToken)).status).toBe(200);
    // Bookmarking again keeps the first time, so the list does not reorder.
    expect((await list(aliceToken)).result.casts.map((x) => x.hash)).toEqual([c!.hash, b!.hash, a!.hash]);
    expect((await list(bobToken)).result.casts).toEqual([]);

    const first = await list(aliceToken, '?limit=2');
    expect(first.result.casts.length).toBe(2);
    const rest = await list(aliceToken, `?limit=2&cursor=${encodeURIComponent(first.next!)}`);
    expect(rest.result.casts.map((x) => x.hash)).toEqual([a!.hash]);
    expect(rest.next).toBeNull();

    expect((await send('DELETE', b!.hash, aliceToken)).status).toBe(200);
    expect((await send('DELETE', b!.hash, aliceToken)).status).toBe(200);
    expect((await list(aliceToken)).result.casts.map((x) => x.hash)).toEqual([c!.hash, a!.hash]);
  });

  it('drops deleted casts and casts by blocked authors from the list', async () => {
    const [own] = await casts('fid=1&limit=1');
    const [others] = await casts('fid=3&limit=1');
    for (const cast of [own!, others!]) expect((await send('PUT', cast.hash, bobToken)).status).toBe(200);
    const removal = signedMessageJson({ type: 2, fid: 1, castRemoveBody: { targetHash: hexBytes(own!.hash) } }, alice.signerPrivateKey);
    expect((await gw.post('/farcaster/v2/message', { message: removal }, aliceToken)).status).toBe(200);
    const block = signedMessageJson({ type: 5, fid: 2, timestamp: farcasterNow(), linkBody: { type: 'block', targetFid: 3 } }, bob.signerPrivateKey);
    expect((await gw.post('/farcaster/v2/message', { message: block }, bobToken)).status).toBe(200);
    expect((await list(bobToken)).result.casts.map((x) => x.hash)).not.toContain(own!.hash);
    expect((await list(bobToken)).result.casts.map((x) => x.hash)).not.toContain(others!.hash);
  });

  it("turns the flag on the viewer's kept pages on and off at the next read", async () => {
    const [cast] = await casts('fid=6&limit=1');
    type Flagged = Cast & { isSelfBookmark: boolean };
    // Alice's own pages that show the cast: kept per viewer by the read cache.
    const pages = ['/farcaster/v2/casts?fid=6&limit=3', `/farcaster/v2/cast?hash=${cast!.hash}`];
    const flags = () =>
      Promise.all(pages.map(async (path) => {
        const response = await gw.get(path, aliceToken);
        const { result } = (await response.json()) as { result: { casts?: Flagged[]; cast?: Flagged } };
        const shown = result.cast ?? result.casts!.find((x) => x.hash === cast!.hash)!;
        return { cache: response.headers.get('X-Cache'), bookmarked: shown.isSelfBookmark };
      }));
    await flags();
    expect(await flags()).toEqual([{ cache: 'hit', bookmarked: false }, { cache: 'hit', bookmarked: false }]);
    expect((await send('PUT', cast!.hash, aliceToken)).status).toBe(200);
    expect((await flags()).map((page) => page.bookmarked)).toEqual([true, true]);
    expect((await flags()).map((page) => page.cache)).toEqual(['hit', 'hit']);
    expect((await send('DELETE', cast!.hash, aliceToken)).status).toBe(200);
    expect((await flags()).map((page) => page.bookmarked)).toEqual([false, false]);
  });

  it('refuses without a token, a malformed hash, an unknown cast, and a bad limit', async () => {
    const [cast] = await casts('limit=1');
    expect((await gw.get('/castline/v1/bookmarks')).status).toBe(401);
    expect((await send('PUT', cast!.hash)).status).toBe(401);
    expect((await send('DELETE', cast!.hash)).status).toBe(401);
    expect((await send('PUT', '0x1234', aliceToken)).status).toBe(400);
    expect((await send('DELETE', 'nothex', aliceToken)).status).toBe(400);
    expect((await send('PUT', `0x${'ab'.repeat(20)}`, aliceToken)).status).toBe(404);
    expect((await gw.get('/castline/v1/bookmarks?limit=0', aliceToken)).status).toBe(400);
  });
});

describe('the viewer\'s bookmark flag on cast records', () => {
  const flagOf = (record: { isSelfBookmark?: unknown }) => record.isSelfBookmark;
  for (const compat of ['spec', 'farquest'] as const) {
    it(`says which casts the viewer keeps, to that viewer only (${compat})`, async () => {
      const gw = await startTestGateway({ compat });
      try {
        const token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
        const read = async (path: string, bearer?: string) => ((await (await gw.get(path, bearer)).json()) as { result: Record<string, unknown> }).result;
        const [kept, other] = (await read('/farcaster/v2/casts?limit=2')).casts as (Cast & { isSelfBookmark?: unknown })[];
        const put = await fetch(`${gw.url}/castline/v1/bookmarks/${kept!.hash}`, { method: 'PUT', headers: { 'API-KEY': gw.apiKey, Authorization: `Bearer ${token}` } });
        expect(put.status).toBe(200);

        const listed = (await read('/farcaster/v2/casts?limit=2', token)).casts as (Cast & { isSelfBookmark?: unknown })[];
        const single = (await read(`/farcaster/v2/cast?hash=${kept!.hash}`, token)).cast as { isSelfBookmark?: unknown };
        const anonymous = (await read('/farcaster/v2/casts?limit=2')).casts as (Cast & { isSelfBookmark?: unknown })[];
        const bookmarks = (await read('/castline/v1/bookmarks', token)).casts as { isSelfBookmark?: unknown }[];
        if (compat === 'spec') {
          expect(listed.map(flagOf)).toEqual([true, false]);
          expect(flagOf(single)).toBe(true);
          expect(anonymous.map(flagOf)).toEqual([false, false]);
          expect(bookmarks.map(flagOf)).toEqual([true]);
        } else {
          // far.quest's style for a viewer's own records: `{_id}` or null.
          expect(listed[0]!.isSelfBookmark).toEqual({ _id: expect.any(String) });
          expect(listed[1]!.isSelfBookmark).toBeNull();
          expect(single.isSelfBookmark).toEqual(listed[0]!.isSelfBookmark);
          expect(anonymous.map(flagOf)).toEqual([null, null]);
          expect(bookmarks.map(flagOf)).toEqual([listed[0]!.isSelfBookmark]);
        }
        expect(listed.map((c) => c.hash)).toEqual([kept!.hash, other!.hash]);
      } finally {
        await gw.dispose();
      }
    });
  }
});
