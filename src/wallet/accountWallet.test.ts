// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createConfig, http, injected } from 'wagmi';
import { mainnet } from 'wagmi/chains';
import { fidOf } from '../api/ids';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import { AccountWalletError, connectAccountWallet, walletAccountOf } from './accountWallet';
import { ADD_THROWAWAY_ACCOUNT, createThrowawayProvider } from './throwawayWallet';

type Provider = ReturnType<typeof createThrowawayProvider>;

/** A page's wallet config with one wallet, named as the throwaway wallet is, answering with `provider`. */
function configWith(provider: Provider) {
  return createConfig({
    chains: [mainnet],
    connectors: [injected({ target: { id: 'castline-throwaway', name: 'Throwaway wallet', provider: () => provider as never } })],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
}

const accounts = async (provider: Provider) => (await provider.request({ method: 'eth_accounts' })) as `0x${string}`[];

describe("the signed-in account's wallet", () => {
  it('is there for an account signed in with a wallet, not for one signed in with Farcaster or nobody', () => {
    const address = '0x00000000000000000000000000000000000000aa' as const;
    const signedIn = { token: 't', address, walletName: 'MetaMask', identity: { layer: 'L2', fid: fidOf(address) } } as const;
    expect(walletAccountOf(signedIn)).toEqual({ address, walletName: 'MetaMask' });
    expect(walletAccountOf({ ...signedIn, walletName: 'Farcaster', identity: { layer: 'L1', fid: fidOf('3'), signerKey: null } })).toBeNull();
    expect(walletAccountOf({ ...signedIn, token: null })).toBeNull();
  });

  it('connects when asked, and answers for the signed-in account even when the wallet selects another', async () => {
    const provider = createThrowawayProvider(memoryStorage());
    const [first] = await accounts(provider);
    await provider.request({ method: ADD_THROWAWAY_ACCOUNT } as never);
    const config = configWith(provider);
    const wallet = await connectAccountWallet(config, { address: first!, walletName: 'Throwaway wallet' });
    expect(wallet).toMatchObject({ address: first, chainId: 1 });
    await expect(wallet.provider.request({ method: 'eth_accounts' })).resolves.toContain(first);
  });

  it('says in words when the wallet is missing, on another account, or declines', async () => {
    const provider = createThrowawayProvider(memoryStorage());
    const elsewhere = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199' as const;
    const config = configWith(provider);
    await expect(connectAccountWallet(config, { address: elsewhere, walletName: 'MetaMask' })).rejects.toThrow(
      'MetaMask, the wallet you signed in with, is not in this browser. Open Castline where it is, or sign in with a wallet you have here.',
    );
    await expect(connectAccountWallet(config, { address: elsewhere, walletName: 'Throwaway wallet' })).rejects.toThrow(
      'Throwaway wallet is on another account. Switch it to 0x8626…1199, the account signed in here, then try again.',
    );
    const declining = { ...provider, request: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) } as Provider;
    const refused = await connectAccountWallet(configWith(declining), { address: elsewhere, walletName: 'Throwaway wallet' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AccountWalletError);
    expect(refused).toMatchObject({ declined: true, message: 'You declined to connect Throwaway wallet, so nothing was shared or signed.' });
  });
});
