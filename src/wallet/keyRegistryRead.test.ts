import { describe, expect, it } from 'vitest';
import { custom, decodeFunctionData, encodeFunctionResult } from 'viem';
import { keyRegistryAbi } from '../farcaster/registries';
import { keyStateOnChain } from './keyRegistryRead';
import { OPTIMISM_REGISTRY_CHAIN } from './registryChain';

const KEY = `0x${'ab'.repeat(32)}` as const;

/** A node that answers `keyDataOf` with `state`, and records what it was asked. */
function chainAnswering(state: number, asked: unknown[][] = []) {
  return custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
      const [call] = params as [{ to: string; data: `0x${string}` }];
      asked.push([call.to, ...decodeFunctionData({ abi: keyRegistryAbi, data: call.data }).args]);
      return encodeFunctionResult({ abi: keyRegistryAbi, functionName: 'keyDataOf', result: { state, keyType: 1 } });
    },
  });
}

describe('keyStateOnChain', () => {
  it('reads keyDataOf(fid, key) from the KeyRegistry and names its state', async () => {
    const asked: unknown[][] = [];
    expect(await keyStateOnChain(OPTIMISM_REGISTRY_CHAIN, 3, KEY, chainAnswering(1, asked))).toBe('added');
    expect(asked).toEqual([[OPTIMISM_REGISTRY_CHAIN.keyRegistry, 3n, KEY]]);
    expect(await keyStateOnChain(OPTIMISM_REGISTRY_CHAIN, '3', KEY, chainAnswering(2))).toBe('removed');
    expect(await keyStateOnChain(OPTIMISM_REGISTRY_CHAIN, 3, KEY, chainAnswering(0))).toBe('none');
  });

  it('rejects when the chain cannot be read', async () => {
    const down = custom(
      {
        async request() {
          throw new Error('connection refused');
        },
      },
      { retryCount: 0 },
    );
    await expect(keyStateOnChain(OPTIMISM_REGISTRY_CHAIN, 3, KEY, down)).rejects.toThrow();
  });
});
