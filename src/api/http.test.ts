import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptReadAccount, keptReadKey } from '../config/offlineCache';
import { gatewayFailure as failure } from './fixtures/gatewayFailure';
import { buildUrl, request, type HttpConfig } from './http';

interface Echo {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      if (path === '/stall') return; // never answers
      if (path === '/limited') {
        res.writeHead(429, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '2' });
        res.end('Too many requests or invalid API key! See docs.wield.xyz for more info.');
        return;
      }
      if (path === '/auth/v1/authenticate') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: '500', success: false, message: 'Invalid token' }));
        return;
      }
      if (path === '/html') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html>proxy login</html>');
        return;
      }
      if (path === '/empty') {
        res.writeHead(204);
        res.end();
        return;
      }
      const echo: Echo = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const config = (extra: Partial<HttpConfig> = {}): HttpConfig => ({ baseUrl, apiKey: 'test-key', ...extra });


describe('request', () => {
  it('sends API-KEY on every request and no bearer token when signed out', async () => {
    const echo = (await request(config(), { method: 'GET', path: '/farcaster/v2/casts', query: { fid: '3', cursor: null } })) as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/farcaster/v2/casts?fid=3');
    expect(echo.headers['api-key']).toBe('test-key');
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.headers['content-type']).toBeUndefined();
  });

  it('adds the bearer token from the getter and Content-Type on a JSON body', async () => {
    const echo = (await request(config({ getToken: () => 'jwt-123' }), {
      method: 'POST',
      path: '/farcaster/v2/message',
      body: { isExternal: true, message: { hash: 'AQID' } },
    })) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.headers.authorization).toBe('Bearer jwt-123');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ isExternal: true, message: { hash: 'AQID' } });
  });

  it("names the account it reads as to this browser's worker in the fragment alone, which the gateway never receives", async () => {
    const sent: string[] = [];
    const recorded: typeof fetch = (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    };
    const signedIn = config({ getToken: () => 'jwt-123', getAccount: () => 'L1:3', fetch: recorded });
    const echo = (await request(signedIn, { method: 'GET', path: '/castline/v1/bookmarks', query: { limit: 25 } })) as Echo;
    expect(sent).toEqual([`${baseUrl}/castline/v1/bookmarks?limit=25#castline-account=L1%3A3`]);
    expect(echo.url).toBe('/castline/v1/bookmarks?limit=25');
    // The worker reads the same mark: it keeps the answer as that account's.
    expect(keptReadAccount((await keptReadKey({ request: new Request(sent[0]!, { headers: { Authorization: 'Bearer jwt-123' } }), mode: 'write' })).url)).toBe('L1:3');
    // Signed out, as the account last signed in here; with no account, or with a token of its own (one being ended), none.
    await request(config({ getAccount: () => 'L1:3', fetch: recorded }), { method: 'GET', path: '/farcaster/v2/casts' });
    await request(config({ getAccount: () => null, fetch: recorded }), { method: 'GET', path: '/farcaster/v2/casts' });
    await request(signedIn, { method: 'POST', path: '/castline/v1/sign-out', token: 'jwt-old' });
    expect(sent.slice(1)).toEqual([`${baseUrl}/farcaster/v2/casts#castline-account=L1%3A3`, `${baseUrl}/farcaster/v2/casts`, `${baseUrl}/castline/v1/sign-out`]);
  });

  it('maps far.quest plain-text 429 to rate-limited with Retry-After in ms', async () => {
    const error = await failure(request(config(), { method: 'GET', path: '/limited' }));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 2000 });
    expect(error.serverMessage).toMatch(/invalid API key/);
  });

  it('maps a sign-in failure in far.quest vocabulary', async () => {
    const error = await failure(request(config(), { method: 'POST', path: '/auth/v1/authenticate', body: {}, signin: true }));
    expect(error).toMatchObject({ kind: 'signer-not-found', status: 500, serverMessage: 'Invalid token' });
  });

  it('times out a gateway that never answers', async () => {
    const started = Date.now();
    const error = await failure(request(config({ timeoutMs: 200 }), { method: 'GET', path: '/stall' }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('maps a refused connection to network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(request(config({ baseUrl: `http://127.0.0.1:${port}` }), { method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ kind: 'network', status: null, url: `http://127.0.0.1:${port}/x` });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails a 200 that is not JSON as an unexpected response', async () => {
    const error = await failure(request(config(), { method: 'GET', path: '/html' }));
    expect(error.kind).toBe('server');
    expect(error.message).toMatch(/Unexpected response/);
  });

  it('resolves an empty body to null', async () => {
    expect(await request(config(), { method: 'GET', path: '/empty' })).toBeNull();
  });
});

describe('buildUrl', () => {
  it('joins base, path and the defined query values', () => {
    expect(buildUrl('https://build.far.quest/', '/farcaster/v2/casts', { fid: '0xabc', limit: 20, cursor: undefined, parentChain: null })).toBe(
      'https://build.far.quest/farcaster/v2/casts?fid=0xabc&limit=20',
    );
    expect(buildUrl('http://localhost:5173/gateway', '/auth/v1/get-account-signin-message', { chainId: 1 })).toBe(
      'http://localhost:5173/gateway/auth/v1/get-account-signin-message?chainId=1',
    );
  });
});
