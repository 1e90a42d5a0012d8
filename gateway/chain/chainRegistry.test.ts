import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRegistryAbi } from './artifacts';
import { createChainRegistry } from './chainRegistry';
import { chainClients } from './deploy';
import { devAccount } from './devAccounts';
import { startDevChain, type DevChain } from './devChain';
import type { FarcasterRegistry } from '../l1/registry';
import { addAuthAddress, removeAuthAddress } from '../testing/authAddresses';
import { testIdentity, testSignerKey } from '../testing/testIdentities';
import { authAddressKey } from '../../src/farcaster/signedKeyRequest';

const first = testIdentity(1, 0);
const second = testIdentity(2, 1);

let chain: DevChain;
let registry: FarcasterRegistry;

beforeAll(async () => {
  chain = await startDevChain({ identities: [first, second] });
  registry = createChainRegistry({ chainUrl: chain.url, ...chain.contracts });
});

afterAll(async () => {
  await chain?.close();
});

describe('createChainRegistry', () => {
  it('finds the fid of a custody address, whatever its letter case', async () => {
    expect(await registry.fidOf(first.custody)).toBe(1);
    expect(await registry.fidOf(second.custody.toLowerCase() as `0x${string}`)).toBe(2);
  });

  it('finds no fid for an address that has none, or for something that is not an address', async () => {
    expect(await registry.fidOf(devAccount(5).address)).toBeNull();
    expect(await registry.fidOf('0x1234')).toBeNull();
  });

  it('finds the custody of a fid, and none for an unregistered one', async () => {
    expect(await registry.custodyOf(2)).toBe(second.custody);
    expect(await registry.custodyOf(3)).toBeNull();
    expect(await registry.custodyOf(0)).toBeNull();
  });

  it('accepts a registered signer only for its own fid', async () => {
    expect(await registry.isActiveSigner(1, first.signerPublicKey)).toBe(true);
    expect(await registry.isActiveSigner(1, first.signerPublicKey.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(true);
    expect(await registry.isActiveSigner(2, first.signerPublicKey)).toBe(false);
    expect(await registry.isActiveSigner(3, first.signerPublicKey)).toBe(false);
  });

  it('refuses an unknown or malformed key', async () => {
    expect(await registry.isActiveSigner(1, testSignerKey('never added'))).toBe(false);
    expect(await registry.isActiveSigner(1, '0x1234')).toBe(false);
    expect(await registry.isActiveSigner(1, '0xnot-hex')).toBe(false);
  });

  it('refuses a signer once its custody removed it on chain', async () => {
    expect(await registry.isActiveSigner(2, second.signerPublicKey)).toBe(true);
    const { publicClient, walletClient } = chainClients(chain, devAccount(1));
    const hash = await walletClient.writeContract({
      address: chain.contracts.keyRegistry,
      abi: keyRegistryAbi,
      functionName: 'remove',
      args: [second.signerPublicKey],
    });
    await publicClient.waitForTransactionReceipt({ hash });
    expect(await registry.isActiveSigner(2, second.signerPublicKey)).toBe(false);
    expect(await registry.fidOf(second.custody)).toBe(2);
  });

  it('tells the auth addresses of a fid, which are never signers, until the custody removes them', async () => {
    const authAddress = devAccount(12).address;
    expect(await registry.isAuthAddress(1, authAddress)).toBe(false);
    await addAuthAddress(chain, chain.contracts, devAccount(0), 1, authAddress);
    expect(await registry.isAuthAddress(1, authAddress)).toBe(true);
    expect(await registry.isAuthAddress(1, authAddress.toLowerCase() as `0x${string}`)).toBe(true);
    expect(await registry.isAuthAddress(2, authAddress)).toBe(false);
    expect(await registry.isAuthAddress(1, first.custody)).toBe(false);
    expect(await registry.isAuthAddress(1, '0x1234')).toBe(false);
    // Its 32-byte key is held for the fid, but as an auth address: no message may be signed with it.
    expect(await registry.isActiveSigner(1, authAddressKey(authAddress))).toBe(false);
    await removeAuthAddress(chain, chain.contracts, devAccount(0), authAddress);
    expect(await registry.isAuthAddress(1, authAddress)).toBe(false);
  });

  it('fails loudly, rather than answering "no", when the chain cannot be reached', async () => {
    const unreachable = createChainRegistry({ chainUrl: 'http://127.0.0.1:9', ...chain.contracts });
    await expect(unreachable.isActiveSigner(1, first.signerPublicKey)).rejects.toThrow();
    await expect(unreachable.fidOf(first.custody)).rejects.toThrow();
  });
});
