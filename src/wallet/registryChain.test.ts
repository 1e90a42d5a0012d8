import { describe, expect, it } from 'vitest';
import { OPTIMISM_REGISTRY_CHAIN, registryChainFor } from './registryChain';

const served = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  idRegistry: '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
  keyRegistry: '0x1f4adB25423C7aed3F6e3F12eD5E2BB8c6770f1A',
  keyGateway: '0xC469e7aE4aD962c30c7111dc580B4adbc7E914DD',
  validator: '0xB581C9264f59BF0289fA76D61B2D0746dCE3C30D',
};

describe('registryChainFor', () => {
  it('uses the chain a local gateway publishes, and knows its development chain', () => {
    expect(registryChainFor(true, served)).toEqual(served);
    expect(registryChainFor(true, { ...served, development: true })).toEqual({ ...served, development: true });
    expect(registryChainFor(false, { ...served, development: true })?.development).toBeUndefined();
  });

  it("uses Farcaster's registries on OP Mainnet for any other gateway, whatever it serves", () => {
    expect(registryChainFor(false, null)).toEqual(OPTIMISM_REGISTRY_CHAIN);
    expect(registryChainFor(false, served)).toEqual(OPTIMISM_REGISTRY_CHAIN);
    expect(OPTIMISM_REGISTRY_CHAIN).toMatchObject({ chainId: 10, rpcUrl: 'https://mainnet.optimism.io', idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' });
  });

  it('has no chain for a local gateway that publishes none or something malformed', () => {
    expect(registryChainFor(true, null)).toBeNull();
    expect(registryChainFor(true, { error: 'not on a chain' })).toBeNull();
    expect(registryChainFor(true, { ...served, keyGateway: '0x1234' })).toBeNull();
    expect(registryChainFor(true, { ...served, rpcUrl: 'javascript:alert(1)' })).toBeNull();
    expect(registryChainFor(true, { ...served, chainId: '31337' })).toBeNull();
  });
});
