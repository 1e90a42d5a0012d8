import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors';
import { farcasterSignInCalls } from './farcasterSignIn';

const config = { baseUrl: 'http://127.0.0.1:8787', apiKey: 'dev-key' };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

describe('the Farcaster sign-in calls', () => {
  it('reads the relay the gateway names, asks without a token, and is null where the gateway has no route', async () => {
    const seen: Request[] = [];
    const calls = farcasterSignInCalls(config, { fetch: answering(200, { relayUrl: 'http://127.0.0.1:8790/', domains: ['127.0.0.1:5173', 7], source: 'v2' }, seen) });
    expect(await calls.settings()).toEqual({ relayUrl: 'http://127.0.0.1:8790', domains: ['127.0.0.1:5173'] });
    expect(seen[0]!.url).toBe('http://127.0.0.1:8787/castline/v1/farcaster-sign-in');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
    expect(await farcasterSignInCalls(config, { fetch: answering(404, 'Not Found') }).settings()).toBeNull();
    await expect(farcasterSignInCalls(config, { fetch: answering(200, { relayUrl: 'javascript:alert(1)' }) }).settings()).rejects.toThrow(/relayUrl/);
  });

  it('gets a nonce, then trades the signed message for a token; a refusal keeps the gateway’s words', async () => {
    const seen: Request[] = [];
    const nonce = await farcasterSignInCalls(config, { fetch: answering(200, { nonce: 'abc12345', expiresAt: '2026-01-01T00:10:00.000Z' }, seen) }).nonce();
    expect(nonce).toEqual({ nonce: 'abc12345', expiresAt: '2026-01-01T00:10:00.000Z' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('API-KEY')).toBe('dev-key');

    const signIn = farcasterSignInCalls(config, { fetch: answering(200, { accessToken: 'a.b.c', fid: 3, username: 'carol', authMethod: 'custody' }, seen) });
    expect(await signIn.signIn({ message: 'm', signature: '0x01' })).toEqual({ accessToken: 'a.b.c', fid: 3, username: 'carol' });
    expect(await seen[1]!.json()).toEqual({ message: 'm', signature: '0x01' });

    const refused = farcasterSignInCalls(config, { fetch: answering(401, { error: 'This sign-in is for phishing.test, not for a site this gateway accepts.' }) });
    const error = await refused.signIn({ message: 'm', signature: '0x01' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(401);
    expect((error as GatewayError).serverMessage).toBe('This sign-in is for phishing.test, not for a site this gateway accepts.');
  });
});
