import { get } from 'node:http';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../server';
import { signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

describe('protocol edges', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.dispose());

  it('answers CORS preflights without a key, and marks every answer for any origin', async () => {
    const pre = await fetch(`${gw.url}/farcaster/v2/message`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'api-key,authorization,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('api-key');
    // Browsers may reuse a preflight for a day instead of sending one before every read.
    expect(pre.headers.get('access-control-max-age')).toBe('86400');
    const denied = await fetch(`${gw.url}/farcaster/v2/casts`, { headers: { Origin: 'http://x' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    expect(denied.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await denied.json()).toEqual({ error: 'Missing or invalid API key: send it in the API-KEY header', source: 'v2' });
  });

  it('compresses JSON for clients that accept it and sends it plain to those that do not', async () => {
    const read = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }>((resolve, reject) => {
        // node:http, because fetch would decompress the body before it could be weighed.
        get(`${gw.url}/farcaster/v2/casts?limit=25`, { headers: { 'API-KEY': gw.apiKey, 'Accept-Encoding': encoding } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes }));
        }).on('error', reject);
      });
    const plain = await read('identity');
    const zipped = await read('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.bytes).toBeLessThan(plain.bytes / 3);
    // Either way a shared cache is told the answer depends on what the client accepts.
    expect([plain.vary, zipped.vary]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
  });

  it('gives every bad input a 4xx JSON error with a message, no stack, and leaves the data intact', async () => {
    const token = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
    const before = await (await gw.get('/farcaster/v2/casts?limit=100')).text();
    const gets = [
      '/farcaster/v2/users', '/farcaster/v2/users?fids=', '/farcaster/v2/users?fids=abc', '/farcaster/v2/users?fids=1,,2',
      "/farcaster/v2/users?fids=1;DROP TABLE users", '/farcaster/v2/users?fids=0x12', '/farcaster/v2/following',
      '/farcaster/v2/following?fid=-1', '/farcaster/v2/following?fid=1&limit=251', '/farcaster/v2/followers?fid=1&cursor=%00',
      '/farcaster/v2/casts?fid=alice', '/farcaster/v2/casts?limit=1e2', '/farcaster/v2/casts?cursor=MTIz', '/farcaster/v2/casts?cursor=../../etc',
      '/farcaster/v2/cast', '/farcaster/v2/cast?hash=0x1', '/farcaster/v2/casts-in-thread?threadHash=xyz',
      '/farcaster/v2/casts-in-thread?threadHash=0x0000000000000000000000000000000000000000&limit=51',
      '/farcaster/v2/user', '/farcaster/v2/user-by-username', '/farcaster/v2/search-user-by-match?match=',
      `/farcaster/v2/search-user-by-match?match=${'a'.repeat(100)}`, '/auth/v1/get-account-signin-message?address=0x12&chainId=1',
      '/auth/v1/get-account-signin-message?address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&chainId=one', '/nope',
    ];
    const posts: [string, unknown, string | undefined][] = [
      ['/auth/v2/authenticate', '{not json', undefined],
      ['/auth/v2/authenticate', '[]', undefined],
      ['/auth/v2/authenticate', { address: 'nope', chainId: 1, signature: '0x', type: 'SIGNATURE' }, undefined],
      ['/auth/v2/authenticate', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'OTHER' }, undefined],
      ['/auth/v2/authenticate', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'FID', id: 5 }, undefined],
      ['/farcaster/v2/message', '', token],
      ['/farcaster/v2/message', { message: 'hello' }, token],
      ['/farcaster/v2/message', { message: { data: { type: 'MESSAGE_TYPE_NOPE' } } }, token],
      ['/farcaster/v2/message', { message: { dataBytes: 'AAAA', hash: 'AA==' } }, token],
      ['/farcaster/v2/message', { message: { hash: 'AA==' } }, token],
      ['/farcaster/v2/message', { isExternal: 'yes', message: {} }, token],
      ['/farcaster/v2/message', { message: signedMessageJson({ type: 1, fid: 0, castAddBody: { text: 'x', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } }, generatePrivateKey()), bodyOverrides: { mentions: [1] } }, token],
      ['/farcaster/v2/message', { message: signedMessageJson({ type: 8, fid: 0, verificationRemoveBody: { address: new Uint8Array(20), protocol: 0 } }, generatePrivateKey()) }, token],
      ['/farcaster/v2/message', { message: signedMessageJson({ type: 5, fid: 0, linkBody: { type: 'follow', targetFid: 999999 } }, generatePrivateKey()) }, token],
      ['/farcaster/v2/message', { message: {} }, 'not.a.jwt'],
    ];
    const responses = [
      ...(await Promise.all(gets.map((path) => gw.get(path)))),
      ...(await Promise.all(posts.map(([path, body, t]) => gw.post(path, body, t)))),
    ];
    const labels = [...gets, ...posts.map(([p, b]) => `${p} ${JSON.stringify(b).slice(0, 80)}`)];
    for (const [i, res] of responses.entries()) {
      const text = await res.text();
      expect(res.status, labels[i]).toBeGreaterThanOrEqual(400);
      expect(res.status, labels[i]).toBeLessThan(500);
      const body = JSON.parse(text) as { error: string; source: string };
      expect(body.error.length, labels[i]).toBeGreaterThan(5);
      expect(body.source).toBe('v2');
      expect(text).not.toMatch(/ at .*\.(ts|js):\d+/);
    }
    expect(await (await gw.get('/farcaster/v2/casts?limit=100')).text()).toBe(before);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await gw.post('/farcaster/v2/message', { message: {}, pad: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/1 MB/);
  });

  it('serves link pages with OpenGraph tags and generated images', async () => {
    const page = await fetch(`${gw.url}/static/link/sourdough`);
    expect(await page.text()).toContain(`<meta property="og:image" content="${gw.url}/static/img/sourdough.svg">`);
    expect((await fetch(`${gw.url}/static/img/demo-1.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${gw.url}/static/link/unknown`)).status).toBe(404);
  });
});

describe('far.quest rate limits', () => {
  it('allows 5 reads per 5 s per client, then answers 429 plain text with Retry-After', async () => {
    const gw = await startTestGateway({ compat: 'farquest', rateLimit: 'farquest', seed: 'none' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await gw.get('/farcaster/v2/users?fids=1')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await gw.get('/farcaster/v2/users?fids=1');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.text()).toMatch(/^Too many requests/);
    } finally {
      await gw.dispose();
    }
  });
});

describe('durability', () => {
  it('keeps posted data and issued tokens across a restart on the same database', async () => {
    const first = await startTestGateway({ seed: 'none' });
    const wallet = privateKeyToAccount(generatePrivateKey());
    const token = await signIn(first, wallet, { type: 'SIGNATURE' });
    const cast = { type: 1, fid: 0, castAddBody: { text: 'survives restarts', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } };
    expect((await first.post('/farcaster/v2/message', { message: signedMessageJson(cast, generatePrivateKey()) }, token)).status).toBe(200);
    await first.close();

    const again = await startGateway({ port: 0, db: first.db, quiet: true });
    try {
      const res = await fetch(`${again.url}/farcaster/v2/casts?fid=${wallet.address}`, { headers: { 'API-KEY': again.apiKey, Authorization: `Bearer ${token}` } });
      const page = (await res.json()) as { result: { casts: { text: string; external: boolean }[] } };
      expect(page.result.casts).toMatchObject([{ text: 'survives restarts', external: true }]);
      const users = await fetch(`${again.url}/farcaster/v2/users?fids=1`, { headers: { 'API-KEY': again.apiKey } });
      expect(((await users.json()) as { result: { users: unknown[] } }).result.users).toEqual([]);
    } finally {
      await again.close();
      await first.dispose();
    }
  });
});
