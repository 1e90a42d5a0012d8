import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import { tokenSecret } from '../store/database';
import { testStore } from '../testing/testStore';
import { FARCASTER_NONCE_TTL_MS, farcasterSignIn } from './farcasterSignIn';
import { tokenIssuer } from './tokens';

// Sign in with Farcaster on a store of its own, with the registry kept in the database and no chain:
// signatures are checked by recovering their signer. Over HTTP and on a chain: http/farcasterSignInRoutes.test.ts.

const custody = devAccount(0);

async function setUp(domains: string[]) {
  const { store } = await testStore();
  const registry = new DatabaseSignerRegistry(store.db);
  await registry.registerFid(1, custody.address);
  const tokens = tokenIssuer(await tokenSecret(store.db), 60, store.revokedTokens);
  return { tokens, signIn: farcasterSignIn({ store, registry, tokens, domains: new Set(domains), relayUrl: 'http://127.0.0.1:8790', chainUrl: null }) };
}

async function signed(nonce: string, domain = 'castline.test') {
  const message = createSiweMessage({
    domain, address: custody.address, statement: 'Farcaster Auth', uri: `https://${domain}/`, version: '1', chainId: 10, nonce, issuedAt: new Date(), resources: ['farcaster://fid/1'],
  });
  return { message, signature: await custody.signMessage({ message }) };
}

describe('Sign in with Farcaster', () => {
  it('takes a nonce within its ten minutes, and refuses it after them', async () => {
    const { signIn, tokens } = await setUp(['castline.test']);
    const now = Date.now();
    const { nonce, expiresAt } = await signIn.issueNonce(now);
    expect(expiresAt).toBe(new Date(now + FARCASTER_NONCE_TTL_MS).toISOString());
    await expect(signIn.signIn(await signed(nonce), now + FARCASTER_NONCE_TTL_MS + 1)).rejects.toThrow(/nonce is unknown here, used already or more than 10 minutes old/);
    const { accessToken, fid, account } = await signIn.signIn(await signed(nonce), now + FARCASTER_NONCE_TTL_MS);
    expect(fid).toBe(1);
    expect(account).toMatchObject({ fid: '1', external: 0, custody_address: custody.address });
    expect(await tokens.verify(accessToken)).toEqual({ kind: 'fid', fid: '1', signerKey: null });
  });

  it('refuses every sign-in when it is told of no site, and says so', async () => {
    const { signIn } = await setUp([]);
    const { nonce } = await signIn.issueNonce();
    await expect(signIn.signIn(await signed(nonce))).rejects.toThrow(
      'This sign-in is for castline.test, not for a site this gateway accepts (none: the gateway was started without --siwf-domain)',
    );
  });
});
