import type { AuthenticateInput, Gateway } from '../api/gateway';
import { GatewayError } from '../api/errors';
import { toAppError } from '../errors/appError';
import type { Address, Identity } from './session';
import { tokenExpiry } from './tokenExpiry';
import type { SessionStore } from './sessionStore';
import { fidOf } from '../api/ids';

export interface SignInRequest {
  address: Address;
  /** Asks the wallet to sign the text with personal_sign (EIP-191), unchanged. */
  signMessage: (message: string) => Promise<`0x${string}`>;
  /** FID mode: the FID owned by `address` and the Ed25519 signer public key registered for it. */
  fidMode?: { fid: string; signerKey: `0x${string}` };
}

/** Runs the sign-in flow of the specification (§5), reporting every step to the session. */
export async function signIn(
  gateway: Pick<Gateway, 'getSignInMessage' | 'authenticate'>,
  store: SessionStore,
  request: SignInRequest,
): Promise<boolean> {
  const { address, fidMode } = request;
  store.dispatch({ type: 'sign-in-started' });
  try {
    const message = await gateway.getSignInMessage(address, 1);
    store.dispatch({ type: 'message-received', message });
    const signature = await request.signMessage(message);
    store.dispatch({ type: 'signature-made' });
    const input: AuthenticateInput = fidMode
      ? { signature, address, chainId: 1, type: 'FID', id: fidMode.signerKey }
      : { signature, address, chainId: 1, type: 'SIGNATURE' };
    const token = await gateway.authenticate(input);
    const identity: Identity = fidMode
      ? { layer: 'L1', fid: fidOf(fidMode.fid), signerKey: fidMode.signerKey }
      : { layer: 'L2', fid: fidOf(address) };
    store.dispatch({ type: 'signed-in', token, identity, expiresAt: tokenExpiry(token) });
    return true;
  } catch (error) {
    store.dispatch({ type: 'sign-in-failed', error: toAppError(error) });
    return false;
  }
}

/**
 * Runs a protected action; when the session has expired it waits for the person to sign in
 * again and then continues the action by itself, once.
 */
export async function withFreshSession<T>(store: SessionStore, action: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof GatewayError) || (error.kind !== 'token-expired' && error.kind !== 'unauthorised')) throw error;
    store.dispatch({ type: 'token-expired' });
    await store.whenSignedIn(signal);
    return action();
  }
}
