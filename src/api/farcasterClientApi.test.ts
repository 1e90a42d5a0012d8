import { describe, expect, it } from 'vitest';
import { ClientApiError, farcasterClientApi, isDeepLink, MAX_ANSWER_BYTES } from './farcasterClientApi';

const KEY = `0x${'ab'.repeat(32)}` as const;
const request = { key: KEY, requestFid: 11, signature: `0x${'12'.repeat(65)}` as const, deadline: 1_900_000_000 };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

const created = { result: { signedKeyRequest: { token: 'tok-1', deeplinkUrl: 'farcaster://signed-key-request?token=tok-1', key: KEY, requestFid: 11, state: 'pending', isSponsored: false } } };

async function failure(promise: Promise<unknown>): Promise<ClientApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ClientApiError);
  return error as ClientApiError;
}

describe('the Farcaster client API', () => {
  it('creates a signed key request and reads its token and deep link', async () => {
    const seen: Request[] = [];
    const api = farcasterClientApi('http://127.0.0.1:8791/', { fetch: answering(200, created, seen) });
    expect(await api.create(request)).toEqual({ token: 'tok-1', deeplinkUrl: 'farcaster://signed-key-request?token=tok-1' });
    expect(seen[0]!.url).toBe('http://127.0.0.1:8791/v2/signed-key-requests');
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual(request);
  });

  it('asks how the request stands, by its token', async () => {
    const seen: Request[] = [];
    const pending = farcasterClientApi('https://api.example', { fetch: answering(200, { result: { signedKeyRequest: { token: 't&1', state: 'pending' } } }, seen) });
    expect(await pending.status('t&1')).toEqual({ state: 'pending', userFid: null });
    expect(seen[0]!.url).toBe('https://api.example/v2/signed-key-request?token=t%261');
    const done = farcasterClientApi('https://api.example', { fetch: answering(200, { result: { signedKeyRequest: { state: 'completed', userFid: 3 } } }) });
    expect(await done.status('t')).toEqual({ state: 'completed', userFid: 3 });
  });

  it('names the host it cannot reach, or that refused, in words', async () => {
    const down = farcasterClientApi('http://127.0.0.1:9', {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const unreachable = await failure(down.create(request));
    expect(unreachable).toMatchObject({ problem: 'unreachable', host: '127.0.0.1:9', message: "Can't reach the Farcaster client API at 127.0.0.1:9." });

    const refused = await failure(farcasterClientApi('https://api.example', { fetch: answering(400, { errors: [{ message: 'The deadline has passed.' }] }) }).create(request));
    expect(refused.problem).toBe('refused');
    expect(refused.message).toBe('The Farcaster client API at api.example refused the request: The deadline has passed.');

    const unknown = await failure(farcasterClientApi('https://api.example', { fetch: answering(404, { errors: [{ message: 'Not found' }] }) }).status('t'));
    expect(unknown.problem).toBe('unknown-request');
    const broken = await failure(farcasterClientApi('https://api.example', { fetch: answering(502, '<html>bad gateway</html>') }).status('t'));
    expect(broken).toMatchObject({ problem: 'failed', message: 'The Farcaster client API at api.example ran into a problem (HTTP 502). Try again in a moment.' });
  });

  it('refuses answers it cannot use: no token, a link that is not Farcaster\'s or the web\'s, an unknown state, not JSON, too large', async () => {
    const create = (body: unknown) => failure(farcasterClientApi('https://api.example', { fetch: answering(200, body) }).create(request));
    expect((await create({ result: { signedKeyRequest: { deeplinkUrl: 'farcaster://x' } } })).problem).toBe('unexpected');
    expect((await create({ result: { signedKeyRequest: { token: 't', deeplinkUrl: 'javascript:alert(1)' } } })).message).toMatch(/no Farcaster link/);
    expect((await create('not json')).message).toMatch(/not JSON/);
    const status = (body: unknown) => failure(farcasterClientApi('https://api.example', { fetch: answering(200, body) }).status('t'));
    expect((await status({ result: { signedKeyRequest: { state: 'declined' } } })).message).toMatch(/no known state/);
    const huge = await status({ result: { signedKeyRequest: { state: 'pending', padding: 'x'.repeat(MAX_ANSWER_BYTES) } } });
    expect(huge.message).toMatch(/more than 64 KiB/);
  });

  it('lets only Farcaster links and web pages become "Open in Farcaster"', () => {
    expect(isDeepLink('farcaster://signed-key-request?token=abc')).toBe(true);
    expect(isDeepLink('http://127.0.0.1:8791/~/signed-key-request?token=abc')).toBe(true);
    expect(isDeepLink('javascript:alert(1)')).toBe(false);
    expect(isDeepLink('data:text/html,hi')).toBe(false);
    expect(isDeepLink('https://a.example/ with space')).toBe(false);
  });
});
