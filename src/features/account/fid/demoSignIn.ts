import type { Config, Connector } from 'wagmi';
import { connect, getConnection, signMessage } from 'wagmi/actions';
import type { Gateway } from '../../../api/gateway';
import type { SessionStore } from '../../../auth/sessionStore';
import { signIn } from '../../../auth/signIn';
import { fromHex, toHex } from '../../../farcaster/hex';
import { importSignerKey, signerFromKeyPair } from '../../../farcaster/signer';
import { saveSignerKey } from '../../../farcaster/signerKeyStore';
import type { DemoAccount } from '../../../wallet/demoAccounts';
import { ADD_DEVELOPMENT_ACCOUNT } from '../../../wallet/throwawayWallet';

interface DemoSignInDeps {
  config: Config;
  /** The throwaway wallet's connector. */
  throwaway: Connector;
  session: SessionStore;
  gateway: Pick<Gateway, 'getSignInMessage' | 'authenticate'>;
}

/**
 * Signs in as a demo FID of a development gateway, with no wallet extension, and posts to L1 from then
 * on: its custody key joins the throwaway wallet (so "Continue as …" and Mini Apps find the account there,
 * as any other), its signer key is kept in this browser as a key the page cannot read back, and the
 * sign-in is FID mode. Resolves as `signIn` does: false when it failed, with the reason in the session.
 */
export async function signInAsDemoAccount({ config, throwaway, session, gateway }: DemoSignInDeps, demo: DemoAccount): Promise<boolean> {
  const provider = (await throwaway.getProvider()) as { request(args: { method: string; params: unknown[] }): Promise<unknown> };
  await provider.request({ method: ADD_DEVELOPMENT_ACCOUNT, params: [demo.custodyKey] });
  const address = demo.custodyAddress;
  if (getConnection(config).connector?.uid === throwaway.uid) session.dispatch({ type: 'account-changed', address });
  else {
    await connect(config, { connector: throwaway });
    session.dispatch({ type: 'wallet-connected', address, walletName: throwaway.name });
  }
  const seed = fromHex(demo.signerKey, 32);
  const pair = await importSignerKey(seed).finally(() => seed.fill(0));
  await saveSignerKey(address, pair);
  const signerKey = toHex((await signerFromKeyPair(pair)).publicKey);
  return signIn(gateway, session, {
    address,
    signMessage: (message) => signMessage(config, { message, account: address }),
    fidMode: { fid: String(demo.fid), signerKey },
  });
}
