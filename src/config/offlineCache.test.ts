import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCachedGatewayRead, NOT_APP_PAGES, serviceWorkerUrl } from './offlineCache';

const read = (href: string, init: { method?: string; destination?: RequestDestination } = {}) => ({
  url: new URL(href),
  request: { method: init.method ?? 'GET', destination: init.destination ?? '' } as Request,
});

function workerFor(gatewayBase: string) {
  vi.stubGlobal('location', new URL(serviceWorkerUrl(gatewayBase), 'http://127.0.0.1:4173'));
}

afterEach(() => vi.unstubAllGlobals());

describe('isCachedGatewayRead', () => {
  it("keeps the configured gateway's data reads", () => {
    workerFor('http://127.0.0.1:8787');
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/casts?fid=3'))).toBe(true);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/limits'))).toBe(true);
  });

  it('follows a gateway with a path and one on another host', () => {
    workerFor('https://example.com/api/');
    expect(isCachedGatewayRead(read('https://example.com/api/farcaster/v2/user?fid=1'))).toBe(true);
    expect(isCachedGatewayRead(read('https://example.com/farcaster/v2/user?fid=1'))).toBe(false);
    workerFor('https://build.far.quest');
    expect(isCachedGatewayRead(read('https://build.far.quest/farcaster/v2/feed'))).toBe(true);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/feed'))).toBe(false);
  });

  it('never keeps writes, sign-in, pictures, other routes or a token in the address', () => {
    workerFor('http://127.0.0.1:8787');
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/message', { method: 'POST' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/bookmarks/0xab', { method: 'DELETE' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/auth/v1/get-account-signin-message?address=0x1'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/castline/v1/files/a.webp', { destination: 'image' }))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/other'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/feed?token=abc'))).toBe(false);
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787@evil.example/farcaster/v2/feed'))).toBe(false);
  });

  it('keeps nothing when the worker was registered without a gateway', () => {
    vi.stubGlobal('location', new URL('http://127.0.0.1:4173/sw.js'));
    expect(isCachedGatewayRead(read('http://127.0.0.1:8787/farcaster/v2/casts'))).toBe(false);
  });
});

describe('NOT_APP_PAGES', () => {
  it("leaves the gateway's and the worker's own paths to the network", () => {
    const excluded = (path: string) => NOT_APP_PAGES.some((pattern) => pattern.test(path));
    expect(['/farcaster/v2/casts', '/castline/v1/limits', '/auth/v2/authenticate', '/sw.js'].every(excluded)).toBe(true);
    expect(['/', '/cast/0xab', '/outbox', '/u/3', '/castline-notes'].some(excluded)).toBe(false);
  });
});
