import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError } from 'viem';
import { fidOf } from '../api/ids';
import { GatewayError } from '../api/errors';
import type { Gateway } from '../api/gateway';
import { describeError } from '../errors/describeError';
import { signIn, withFreshSession } from './signIn';
import { createSessionStore } from './sessionStore';

const address = '0x00000000000000000000000000000000000000aa' as const;

function connectedStore() {
  const store = createSessionStore();
  store.dispatch({ type: 'wallet-connected', address, walletName: 'MetaMask' });
  return store;
}

function gatewayAnswering(authenticate: Gateway['authenticate']): Pick<Gateway, 'getSignInMessage' | 'authenticate'> {
  return { getSignInMessage: async () => 'Sign in, nonce 1', authenticate };
}

describe('signIn', () => {
  it('signs the issued text unchanged and keeps the token in the session', async () => {
    const store = connectedStore();
    const signed: string[] = [];
    let sent: unknown;
    const ok = await signIn(gatewayAnswering(async (input) => ((sent = input), 'token-1')), store, {
      address,
      signMessage: async (message) => (signed.push(message), '0xsig'),
    });
    expect(ok).toBe(true);
    expect(signed).toEqual(['Sign in, nonce 1']);
    expect(sent).toEqual({ signature: '0xsig', address, chainId: 1, type: 'SIGNATURE' });
    expect(store.getToken()).toBe('token-1');
    expect(store.getState().identity).toEqual({ layer: 'L2', fid: address });
  });

  it('sends the signer key in FID mode and names the FID as the identity', async () => {
    const store = connectedStore();
    let sent: unknown;
    await signIn(gatewayAnswering(async (input) => ((sent = input), 't')), store, {
      address,
      signMessage: async () => '0xsig',
      fidMode: { fid: '7', signerKey: '0xabc' },
    });
    expect(sent).toMatchObject({ type: 'FID', id: '0xabc' });
    expect(store.getState().identity).toEqual({ layer: 'L1', fid: '7', signerKey: '0xabc' });
  });

  it('explains a refused signature and stays ready to try again', async () => {
    const store = connectedStore();
    const ok = await signIn(
      gatewayAnswering(async () => {
        throw new GatewayError('invalid-signature', 'Invalid signature', {
          status: 401,
          serverMessage: 'Invalid signature',
          url: 'http://127.0.0.1:8787/auth/v2/authenticate',
        });
      }),
      store,
      { address, signMessage: async () => '0xsig' },
    );
    expect(ok).toBe(false);
    expect(store.getToken()).toBeNull();
    expect(store.getState().error).toMatchObject({ kind: 'invalid-signature', details: 'Invalid signature' });
    expect(describeError(store.getState().error)).toMatch(/did not accept that signature/);
    expect(store.getState().step).toBe('idle');
  });
});

describe('a failed sign-in keeps its typed error', () => {
  it('a declined wallet request, however it is wrapped, is a wallet-rejected error', async () => {
    const store = connectedStore();
    const wrapped = new Error('wagmi failed', { cause: new UserRejectedRequestError(new Error('no')) });
    const declined = async (): Promise<`0x${string}`> => {
      throw wrapped;
    };
    await signIn(gatewayAnswering(async () => 'jwt'), store, { address, signMessage: declined });
    expect(store.getState().error).toMatchObject({ kind: 'wallet-rejected', cause: wrapped });
    expect(describeError(store.getState().error)).toMatch(/declined the signature/);
  });

  it('a gateway failure keeps its kind and words', async () => {
    const store = connectedStore();
    const offline = new GatewayError('network', 'offline', { url: 'http://127.0.0.1:9/x' });
    await signIn(
      gatewayAnswering(async () => {
        throw offline;
      }),
      store,
      { address, signMessage: async () => '0xsig' },
    );
    expect(store.getState().error).toBe(offline);
    expect(describeError(store.getState().error)).toMatch(/reach the gateway at 127.0.0.1:9/);
  });
});

describe('withFreshSession', () => {
  it('waits for the person to sign in again after an expired token, then continues the action once', async () => {
    const store = connectedStore();
    store.dispatch({ type: 'signed-in', token: 'old', identity: { layer: 'L2', fid: fidOf(address) }, expiresAt: null });
    let calls = 0;
    const result = withFreshSession(store, async () => {
      calls++;
      if (calls === 1) throw new GatewayError('token-expired', 'Token expired', { status: 401 });
      return store.getToken();
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().expired).toBe(true);
    store.dispatch({ type: 'signed-in', token: 'new', identity: { layer: 'L2', fid: fidOf(address) }, expiresAt: null });
    await expect(result).resolves.toBe('new');
    expect(calls).toBe(2);
  });

  it('lets other failures through untouched', async () => {
    const store = connectedStore();
    const failure = new GatewayError('server', 'boom', { status: 500 });
    await expect(withFreshSession(store, async () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
