import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSignerRegistry } from '../l1/databaseRegistry';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { openDatabase, tokenSecret } from '../store/database';
import { createStore } from '../store/store';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { signInMessage } from './signIn';
import { SIGN_IN_TTL_MS } from './signInText';
import { tokenIssuer } from './tokens';

const alice = demoIdentities[0]!;
const aliceCustody = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 });

async function messageFor(gw: TestGateway, address: string): Promise<string> {
  const res = await gw.get(`/auth/v1/get-account-signin-message?address=${address}&chainId=1`);
  return ((await res.json()) as { signature: string }).signature;
}

describe('sign-in, spec mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ tokenTtlSeconds: 1 });
  });
  afterAll(() => gw.dispose());

  it('issues a fresh message each time, naming the address and a random nonce', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const res = await gw.get(`/auth/v1/get-account-signin-message?address=${wallet.address}&chainId=1`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { signature: string; source: string };
    expect(body.source).toBe('v2');
    expect(body.signature).toContain(wallet.address);
    expect(body.signature).toMatch(/Nonce: [0-9a-f]{32}/);
    expect(await messageFor(gw, wallet.address)).not.toBe(body.signature);
  });

  it('signature mode gives a token naming the lowercase address; the signature is then spent', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const text = await messageFor(gw, wallet.address);
    const signature = await wallet.signMessage({ message: text });
    const body = { signature, address: wallet.address, chainId: 1, type: 'signature' };
    const first = await gw.post('/auth/v2/authenticate', body);
    expect(first.status).toBe(200);
    const { accessToken, source } = (await first.json()) as { accessToken: string; source: string };
    expect(source).toBe('v2');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; exp: number; iat: number };
    expect(claims.sub).toBe(wallet.address.toLowerCase());
    expect(claims.exp - claims.iat).toBe(1);
    const again = await gw.post('/auth/v1/authenticate', body);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'Invalid signature', source: 'v2' });
  });

  it('refuses a signature by another wallet, or over other text', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const text = await messageFor(gw, wallet.address);
    for (const signature of [await other.signMessage({ message: text }), await wallet.signMessage({ message: `${text} ` })]) {
      const res = await gw.post('/auth/v2/authenticate', { signature, address: wallet.address, chainId: 1, type: 'SIGNATURE' });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe('Invalid signature');
    }
  });

  it('refuses a message older than ten minutes', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const db = await openDatabase(gw.db);
    const store = createStore(db);
    const deps = { store, registry: new DatabaseSignerRegistry(db), tokens: tokenIssuer(await tokenSecret(db), 60, store.revokedTokens), compat: 'spec' as const };
    const old = await signInMessage(deps, wallet.address, Date.now() - SIGN_IN_TTL_MS - 1000);
    await db.close();
    const res = await gw.post('/auth/v2/authenticate', {
      signature: await wallet.signMessage({ message: old }), address: wallet.address, chainId: 1, type: 'SIGNATURE',
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid signature');
  });

  it('FID mode needs the custody address and an active signer of its FID', async () => {
    const token = await signIn(gw, aliceCustody, { type: 'FID', signerPublicKey: alice.signerPublicKey });
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub).toBe('1');

    for (const [account, key] of [
      [aliceCustody, demoIdentities[1]!.signerPublicKey],
      [privateKeyToAccount(generatePrivateKey()), alice.signerPublicKey],
    ] as const) {
      const text = await messageFor(gw, account.address);
      const res = await gw.post('/auth/v2/authenticate', {
        signature: await account.signMessage({ message: text }), address: account.address, chainId: 1, type: 'FID', id: key,
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Signer not found', source: 'v2' });
    }
  });

  it('answers 401 Token expired once the token outlives --token-ttl, and 401 without a token', async () => {
    const token = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await gw.post('/farcaster/v2/message', { message: {} }, token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: 'Token expired', source: 'v2' });
    const missing = await gw.post('/farcaster/v2/message', { message: {} });
    expect(missing.status).toBe(401);
    const forged = await gw.post('/farcaster/v2/message', { message: {} }, `${token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: string }).error).toBe('Invalid token');
    // A read with an expired token is simply anonymous.
    expect((await gw.get('/farcaster/v2/casts?fid=1', token)).status).toBe(200);
  });
});

describe('sign-in, far.quest mode', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ compat: 'farquest' });
  });
  afterAll(() => gw.dispose());

  it('uses far.quest text and envelopes, and rotates the nonce only after a sign-in', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const res = await gw.get(`/auth/v1/get-account-signin-message?address=${wallet.address}&chainId=1`);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { code: string; success: boolean; message: string; signature: string };
    expect(body).toMatchObject({ code: '201', success: true, message: 'Success' });
    const match = /^@wieldlabs\/superhub wants you to sign in with your Ethereum account, secured with a signed message:\n (\d) (\d+)$/.exec(body.signature);
    expect(match).not.toBeNull();
    expect(match![2]!.length).toBe(Number(match![1]));
    expect(Number(match![2])).toBeGreaterThanOrEqual(1);
    expect(Number(match![2])).toBeLessThanOrEqual(9999);
    expect(await messageFor(gw, wallet.address)).toBe(body.signature);

    const signature = await wallet.signMessage({ message: body.signature });
    const auth = await gw.post('/auth/v1/authenticate', { signature, address: wallet.address, chainId: 1, type: 'signature' });
    expect(auth.status).toBe(201);
    expect(await auth.json()).toMatchObject({ code: '201', success: true, message: 'Success', accessToken: expect.any(String) });
    const reused = await gw.post('/auth/v1/authenticate', { signature, address: wallet.address, chainId: 1, type: 'signature' });
    expect(reused.status).toBe(500);
    expect(await reused.json()).toEqual({ code: '500', success: false, message: 'Account not found' });
  });

  it('answers 500 Account not found, Unauthorized and Invalid token', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    const fresh = await gw.post('/auth/v1/authenticate', {
      signature: await stranger.signMessage({ message: 'x' }), address: stranger.address, chainId: 1, type: 'signature',
    });
    expect(await fresh.json()).toEqual({ code: '500', success: false, message: 'Account not found' });

    const text = await messageFor(gw, stranger.address);
    const other = privateKeyToAccount(generatePrivateKey());
    const wrong = await gw.post('/auth/v1/authenticate', {
      signature: await other.signMessage({ message: text }), address: stranger.address, chainId: 1, type: 'signature',
    });
    expect(wrong.status).toBe(500);
    expect(await wrong.json()).toEqual({ code: '500', success: false, message: 'Unauthorized' });

    const fid = await gw.post('/auth/v1/authenticate', {
      signature: await stranger.signMessage({ message: text }), address: stranger.address, chainId: 1, type: 'FID', id: alice.signerPublicKey,
    });
    expect(fid.status).toBe(500);
    expect(await fid.json()).toEqual({ code: '500', success: false, message: 'Invalid token' });
  });

  it('answers a missing API key with 429 plain text, and a protected route without a token with 401', async () => {
    const res = await fetch(`${gw.url}/farcaster/v2/users?fids=1`);
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^Too many requests or invalid API key!/);
    const post = await gw.post('/farcaster/v2/message', { message: {} });
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({ error: 'Unauthorized' });
  });
});
