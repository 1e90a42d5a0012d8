import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { createPublicClient, http } from 'viem';
import { mainnet } from 'viem/chains';
import { siwfMessage } from './siwf';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

describe('siwfMessage', () => {
  it('writes the fields Farcaster verifies, and the wallet’s signature of it verifies', async () => {
    const message = siwfMessage({
      appUrl: 'https://app.example.com/start?x=1',
      address: account.address,
      fid: 1,
      nonce: 'abcdef1234567890',
      expirationTime: '2030-01-01T00:00:00.000Z',
      now: new Date('2026-01-01T00:00:00.000Z'),
    });
    expect(parseSiweMessage(message)).toMatchObject({
      domain: 'app.example.com',
      address: account.address,
      statement: 'Farcaster Auth',
      uri: 'https://app.example.com/start?x=1',
      chainId: 10,
      nonce: 'abcdef1234567890',
      resources: ['farcaster://fid/1'],
    });
    const signature = await account.signMessage({ message });
    // An EOA signature checks without touching the chain.
    const client = createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:1') });
    await expect(verifySiweMessage(client, { message, signature, nonce: 'abcdef1234567890', domain: 'app.example.com', time: new Date('2026-06-01T00:00:00.000Z') })).resolves.toBe(true);
  });

  it('keeps the port in the domain and names no FID for an L2 identity', () => {
    const message = siwfMessage({ appUrl: 'http://127.0.0.1:8787/static/miniapp/demo/', address: account.address, fid: null, nonce: 'abcdef1234567890', now: new Date() });
    const parsed = parseSiweMessage(message);
    expect(parsed.domain).toBe('127.0.0.1:8787');
    expect(parsed.resources).toBeUndefined();
  });

  it('refuses a nonce the standard does not allow', () => {
    expect(() => siwfMessage({ appUrl: 'https://a.example/', address: account.address, fid: 1, nonce: 'short', now: new Date() })).toThrow();
  });
});
