import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_CARDS, linkPageHtml } from '../assets/artwork';
import { farcasterNow, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { castBody, databaseDigest, l1Author, l2Author, MODES, type Author } from './support';

const HOSTILE = [
  '', ' ', '-1', '0', '1.5', '1e3', '9'.repeat(40), '0x', `0x${'g'.repeat(40)}`, `0x${'a'.repeat(41)}`, "1' OR '1'='1", '1;DROP TABLE casts',
  '<script>alert(1)</script>', '%00', '../../etc/passwd', 'a'.repeat(5000), '\u202Emoc.elgoog', '🤓'.repeat(100), '[]', '{}', 'null',
  'NaN', 'Infinity', '1,2,', ',,,', Array(101).fill('1').join(','), 'MTIz', '1700000000000-abc', '\\', '%',
];

const ENDPOINTS: [string, string[]][] = [
  ['/farcaster/v2/users', ['fids']],
  ['/farcaster/v2/user', ['fid']],
  ['/farcaster/v2/user-by-username', ['username']],
  ['/farcaster/v2/search-user-by-match', ['match', 'limit']],
  ['/farcaster/v2/following', ['fid', 'limit', 'cursor']],
  ['/farcaster/v2/followers', ['fid', 'limit', 'cursor']],
  ['/farcaster/v2/casts', ['fid', 'limit', 'cursor', 'parentChain']],
  ['/farcaster/v2/cast', ['hash']],
  ['/farcaster/v2/casts-in-thread', ['threadHash', 'limit', 'cursor']],
];
const VALID: Record<string, string> = { fids: '1', fid: '1', username: 'alice', match: 'al', hash: `0x${'0'.repeat(40)}`, threadHash: `0x${'0'.repeat(40)}` };

/** Raw HTTP, so that the Host header can be anything a client cares to send. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host, 'API-KEY': 'dev-key' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(MODES)('the bad-input corpus (%s)', (compat) => {
  let gw: TestGateway;
  let l1: Author;
  let l2: Author;
  beforeAll(async () => {
    gw = await startTestGateway({ compat, seed: 'scale:10' });
    [l1, l2] = await Promise.all([l1Author(gw, 1), l2Author(gw)]);
  });
  afterAll(() => gw.dispose());

  it('answers every hostile request on every endpoint with a 2xx or a 4xx, and the database is unchanged', async () => {
    const before = await databaseDigest(gw.db);
    const gets: string[] = [];
    for (const [path, params] of ENDPOINTS) {
      for (const param of params) {
        for (const value of HOSTILE) {
          const query = new URLSearchParams({ ...Object.fromEntries(params.filter((p) => VALID[p]).map((p) => [p, VALID[p]!])), [param]: value });
          gets.push(`${path}?${query}`);
        }
      }
    }
    for (const value of HOSTILE) gets.push(`/auth/v1/get-account-signin-message?${new URLSearchParams({ address: value, chainId: '1' })}`);
    gets.push('/farcaster/v2/casts?limit=1&limit=2', '/farcaster/v2/nope', '/static/link/%3Cscript%3E', '/static/pfp/..%2F..%2Fetc.svg');

    const message = (data: object) => signedMessageJson({ fid: 0, timestamp: farcasterNow(), ...castBody('corpus'), ...data }, l2.key) as Record<string, unknown>;
    const valid = message({ type: 1 });
    const bodies: unknown[] = [
      '', '{', '[]', 'null', '"text"', '1', `{"message":${'['.repeat(5000)}}`, { message: null }, { message: [] }, { message: 'x' },
      { message: {} }, { message: { ...valid, hash: 'AAAA' } }, { message: { ...valid, signature: 'AAAA' } }, { message: { ...valid, dataBytes: 'AAAA' } },
      { message: { ...valid, hashScheme: 'HASH_SCHEME_NONE' } }, { message: { ...valid, signatureScheme: 7 } }, { message: { ...valid, signer: '' } },
      { message: valid, isExternal: 'yes' }, { message: valid, bodyOverrides: 'x' }, { message: valid, bodyOverrides: { mentions: 'x' } },
      { message: valid, bodyOverrides: { mentions: [null] } }, { message: message({ type: 0 }) }, { message: message({ type: 1, network: 0 }) },
      { message: message({ type: 1, timestamp: 2 ** 32 - 1 }) }, { message: message({ type: 1, fid: 12 }) },
    ];
    const auth: unknown[] = [
      '', '{', '[]', {}, { address: '0x1', chainId: 1, signature: '0x', type: 'SIGNATURE' },
      { address: l1.fid, chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'SIGNATURE' },
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'x', signature: `0x${'1'.repeat(130)}`, type: 'SIGNATURE' },
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'SIGNATURE' },
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, signature: `0x${'1'.repeat(130)}`, type: 'FID', id: '0x12' },
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, signature: 'x'.repeat(100_000), type: 'FID' },
    ];
    const posts: [string, unknown, string | undefined][] = [
      ...bodies.flatMap((b): [string, unknown, string | undefined][] => [['/farcaster/v2/message', b, l2.token], ['/farcaster/v2/message', b, undefined]]),
      ...bodies.slice(10).map((b): [string, unknown, string | undefined] => ['/farcaster/v2/message', b, l1.token]),
      ...auth.flatMap((b): [string, unknown, string | undefined][] => [['/auth/v2/authenticate', b, undefined], ['/auth/v1/authenticate', b, undefined]]),
    ];

    const failures: string[] = [];
    // Reads of odd but harmless values may succeed; every post here is broken and must be refused.
    // far.quest refuses sign-ins with its own 500 `{code:"500", success:false}`.
    const check = async (label: string, res: Response, refused: boolean) => {
      const text = await res.text();
      const farquestRefusal = compat === 'farquest' && res.status === 500 && label.startsWith('/auth/') && /"success":false/.test(text);
      if ((res.status >= 500 && !farquestRefusal) || /\bat .*\.(ts|js):\d+/.test(text)) failures.push(`${res.status} ${label.slice(0, 120)}`);
      if (refused && res.status < 400) failures.push(`accepted: ${res.status} ${label.slice(0, 120)}`);
      if (res.headers.get('x-content-type-options') !== 'nosniff') failures.push(`no nosniff: ${label.slice(0, 120)}`);
    };
    for (let i = 0; i < gets.length; i += 50) {
      await Promise.all(gets.slice(i, i + 50).map(async (path) => check(path, await gw.get(path), false)));
    }
    await Promise.all(posts.map(async ([path, body, token]) => check(`${path} ${String(JSON.stringify(body)).slice(0, 80)}`, await gw.post(path, body, token), true)));
    expect(failures).toEqual([]);
    expect(gets.length + posts.length).toBeGreaterThan(600);
    expect(await databaseDigest(gw.db)).toBe(before);
  });

  it('writes the configured origin, never the Host header, into link pages and records', async () => {
    const host = 'evil.example:666';
    const page = await getWithHost(`${gw.url}/static/link/sourdough`, host);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil');
    expect(page.body).toContain(`content="${gw.url}/static/img/sourdough.svg"`);
    const casts = await getWithHost(`${gw.url}/farcaster/v2/users?fids=1,2,3`, host);
    expect(casts.body).not.toContain('evil');
    expect(casts.body).toContain(`${gw.url}/static/`);
    expect(linkPageHtml(LINK_CARDS[0]!, 'http://x"><script>alert(1)</script>')).not.toContain('<script>');
  });
});

describe('--public-url', () => {
  it('is the origin of every absolute URL, whatever address the request reached', async () => {
    const gw = await startTestGateway({ publicUrl: 'https://castline.example', seed: 'scale:10' });
    try {
      const page = await (await fetch(`${gw.url}/static/link/sourdough`)).text();
      expect(page).toContain('content="https://castline.example/static/img/sourdough.svg"');
      const users = await (await gw.get('/farcaster/v2/users?fids=1')).text();
      expect(users).toContain('"https://castline.example/static/pfp/');
      expect(users).not.toContain(gw.url);
    } finally {
      await gw.dispose();
    }
  });
});
