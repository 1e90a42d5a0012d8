import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors';
import { signerRequestCalls } from './signerRequests';

const config = { baseUrl: 'http://127.0.0.1:8787', apiKey: 'dev-key' };
const KEY = `0x${'ab'.repeat(32)}` as const;

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

const signed = {
  requestFid: 11,
  requestSigner: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  signature: `0x${'12'.repeat(65)}`,
  deadline: 1_900_000_000,
  metadata: `0x${'00'.repeat(32)}`,
  source: 'v2',
};

describe('the key request calls', () => {
  it('reads the app account and the client API the gateway names, without a token; null where it answers 404', async () => {
    const seen: Request[] = [];
    const calls = signerRequestCalls(config, { fetch: answering(200, { appFid: 11, clientApiUrl: 'https://api.farcaster.xyz/', source: 'v2' }, seen) });
    expect(await calls.settings()).toEqual({ appFid: 11, clientApiUrl: 'https://api.farcaster.xyz' });
    expect(seen[0]!.url).toBe('http://127.0.0.1:8787/castline/v1/signer-requests');
    expect(seen[0]!.headers.get('API-KEY')).toBe('dev-key');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
    expect(await signerRequestCalls(config, { fetch: answering(404, 'Not Found') }).settings()).toBeNull();
    expect(await signerRequestCalls(config, { fetch: answering(404, { error: 'This gateway has no app account to sign key requests' }) }).settings()).toBeNull();
    await expect(signerRequestCalls(config, { fetch: answering(200, { appFid: 11, clientApiUrl: 'javascript:alert(1)' }) }).settings()).rejects.toThrow(/clientApiUrl/);
    await expect(signerRequestCalls(config, { fetch: answering(200, { appFid: -1, clientApiUrl: 'https://a.example' }) }).settings()).rejects.toThrow(/appFid/);
  });

  it('asks for the signed request as the signed-in account, with the key and the token', async () => {
    const seen: Request[] = [];
    const answer = await signerRequestCalls(config, { fetch: answering(200, signed, seen) }).sign({ key: KEY, token: 'a.b.c' });
    expect(answer).toEqual({ requestFid: 11, requestSigner: signed.requestSigner, signature: signed.signature, deadline: 1_900_000_000, metadata: signed.metadata });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer a.b.c');
    expect(await seen[0]!.json()).toEqual({ key: KEY });
  });

  it('rejects an answer without the signature, and keeps the gateway\'s words for a refusal', async () => {
    await expect(signerRequestCalls(config, { fetch: answering(200, { ...signed, signature: 'nope' }) }).sign({ key: KEY, token: 't' })).rejects.toThrow(/signature/);
    const error = await signerRequestCalls(config, { fetch: answering(401, { error: 'Invalid token' }) })
      .sign({ key: KEY, token: 't' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'unauthorised', status: 401, serverMessage: 'Invalid token' });
  });
});
