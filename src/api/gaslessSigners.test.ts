import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors';
import { gaslessSignerCalls } from './gaslessSigners';

const config = { baseUrl: 'http://127.0.0.1:8787', apiKey: 'dev-key' };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

describe('the gasless signer calls', () => {
  it('reads the nonce and keys the node lists, and is null where the gateway sends to no node', async () => {
    const seen: Request[] = [];
    const listed = { result: { fid: 11, currentNonce: 2, signers: [{ key: '0xAB', addedBy: 'message' }, { addedBy: 'chain' }] }, source: 'v2' };
    expect(await gaslessSignerCalls(config, { fetch: answering(200, listed, seen) }).signers(11)).toEqual({ currentNonce: 2, keys: ['0xab'] });
    expect(seen[0]!.url).toBe('http://127.0.0.1:8787/castline/v1/gasless-signers?fid=11');
    expect(seen[0]!.headers.get('API-KEY')).toBe('dev-key');
    expect(await gaslessSignerCalls(config, { fetch: answering(404, { error: 'started without --hub-url' }) }).signers(11)).toBeNull();
    await expect(gaslessSignerCalls(config, { fetch: answering(200, { result: {} }) }).signers(11)).rejects.toThrow(/currentNonce/);
  });

  it('sends the message, and keeps the node’s refusal in the gateway’s words', async () => {
    const seen: Request[] = [];
    await gaslessSignerCalls(config, { fetch: answering(200, { result: { state: 'admitted' } }, seen) }).submit({ dataBytes: 'AA==' });
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.json()).toEqual({ message: { dataBytes: 'AA==' } });
    const refused = await gaslessSignerCalls(config, { fetch: answering(400, { error: 'The Farcaster node refused the key: invalid signature' }) })
      .submit({})
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).serverMessage).toBe('The Farcaster node refused the key: invalid signature');
  });
});
