import { ed25519 } from '@noble/curves/ed25519.js';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount, type LocalAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { castBody, json, l1Author, l2Author, MODES, send, withDatabase } from './support';

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

describe.each(MODES)('tokens and sign-ins under attack (%s)', (compat) => {
  let gw: TestGateway;
  const farquest = compat === 'farquest';
  beforeAll(async () => {
    gw = await startTestGateway({ compat, seed: 'scale:10' });
  });
  afterAll(() => gw.dispose());

  const secret = () =>
    withDatabase(gw.db, async (db) => Buffer.from((await db.first(sql<{ value: string }>`SELECT value FROM meta WHERE key = 'token_secret'`))!.value, 'hex'));
  const rename = (fid: string, username: string) => withDatabase(gw.db, (db) => db.write(sql`UPDATE users SET username = ${username} WHERE fid = ${fid}`));
  const jwt = (claims: Record<string, unknown>, key: Uint8Array, exp: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(claims.sub)).setIssuedAt().setExpirationTime(exp).sign(key);
  const unauthorized = farquest ? 'Unauthorized' : undefined;
  const post = (token: string) => gw.post('/farcaster/v2/message', { message: {} }, token);

  it('refuses forged, tampered, unsigned and expired tokens on the message route; reads stay anonymous', async () => {
    const author = await l2Author(gw);
    const now = Math.floor(Date.now() / 1000);
    const [, payload, signature] = author.token.split('.');
    const claims = { sub: '1', kind: 'fid', payload: { id: '1', signerId: '0x00' } };
    const forged = {
      'another key': await jwt(claims, new Uint8Array(32).fill(7), now + 600),
      tampered: `${Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString('base64url')}.${signature}`,
      'alg none': `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      garbage: 'not-a-token',
    };
    for (const [label, token] of Object.entries(forged)) {
      const res = await post(token);
      expect(res.status, label).toBe(401);
      expect((await json<{ error: string }>(res)).error, label).toBe(unauthorized ?? 'Invalid token');
    }
    const expired = await jwt({ sub: author.fid, kind: 'address', payload: { id: author.fid } }, await secret(), now - 5);
    const res = await post(expired);
    expect(res.status).toBe(401);
    expect((await json<{ error: string }>(res)).error).toBe(unauthorized ?? 'Token expired');

    const read = await gw.get('/farcaster/v2/casts?limit=1', forged['another key']);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('referrer-policy')).toBe('no-referrer');
    // A well-signed token for an account that does not exist writes nothing.
    const ghost = await jwt({ sub: '0x000000000000000000000000000000000000dead', kind: 'address', payload: {} }, await secret(), now + 600);
    expect((await send(gw, { ...author, token: ghost }, { type: 1, ...castBody('ghost') })).status).toBe(401);
  });

  it('a token speaks only for its own FID', async () => {
    const alice = await l1Author(gw, 1);
    const res = await send(gw, { ...alice, dataFid: 2 }, { type: 1, ...castBody('as bob') });
    expect(res.status).toBe(403);
  });

  const authenticate = (account: LocalAccount | { address: string }, signature: string, type = 'SIGNATURE', id?: string) =>
    gw.post('/auth/v2/authenticate', { address: account.address, chainId: 1, signature, type, ...(id ? { id } : {}) });
  const textFor = async (address: string) => (await json<{ signature: string }>(gw.get(`/auth/v1/get-account-signin-message?address=${address}&chainId=1`))).signature;
  const refusedStatus = farquest ? 500 : 401;

  it('refuses replayed and mismatched sign-ins', async () => {
    const [ann, ben] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
    const text = await textFor(ann.address);
    const signature = await ann.signMessage({ message: text });
    expect((await authenticate(ann, signature)).status).toBe(farquest ? 201 : 200);
    expect((await authenticate(ann, signature)).status, 'replayed').toBe(refusedStatus);

    const annText = await textFor(ann.address);
    await textFor(ben.address);
    expect((await authenticate(ann, await ben.signMessage({ message: annText }))).status, "ben signs ann's text").toBe(refusedStatus);
    expect((await authenticate(ben, await ann.signMessage({ message: annText }))).status, 'sent as ben').toBe(refusedStatus);
    expect((await authenticate(ben, await ben.signMessage({ message: annText }))).status, "ben's key, ann's text").toBe(refusedStatus);

    // FID mode: a wallet with no FID, and a demo custody naming a signer that is not its own.
    expect((await authenticate(ann, await ann.signMessage({ message: annText }), 'FID', hex(new Uint8Array(32)))).status).toBe(refusedStatus);
    const custody = devAccount(2);
    const foreignSigner = hex(ed25519.getPublicKey(new Uint8Array(32).fill(9)));
    expect((await authenticate(custody, await custody.signMessage({ message: await textFor(custody.address) }), 'FID', foreignSigner)).status).toBe(refusedStatus);
  });

  it.skipIf(farquest)('keeps at most three open sign-in messages per address, and none once spent', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const texts = [];
    for (let i = 0; i < 20; i++) texts.push(await textFor(wallet.address));
    const rows = () =>
      withDatabase(gw.db, async (db) => (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM signin_messages WHERE address = ${wallet.address.toLowerCase()}`))!.n);
    expect(await rows()).toBe(3);
    // A refused attempt tries only those three signatures, whatever it sends.
    const started = performance.now();
    expect((await authenticate(wallet, await wallet.signMessage({ message: texts[0]! }))).status).toBe(401);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await authenticate(wallet, await wallet.signMessage({ message: texts[19]! }))).status).toBe(200);
    expect(await rows()).toBe(2);
  });

  it('keeps fid<N> for FID N: nobody else can take it, and FID N signs in with it', async () => {
    const squatter = await l2Author(gw);
    const custody = devAccount(11);
    const signerKey = new Uint8Array(32).fill(42);
    const signer = hex(ed25519.getPublicKey(signerKey));
    await withDatabase(gw.db, async (db) => {
      await db.write(sql`INSERT INTO registry_fids (fid, custody) VALUES (4242, ${custody.address.toLowerCase()}), (4243, ${devAccount(12).address.toLowerCase()})`);
      await db.write(sql`INSERT INTO registry_signers (fid, key, active) VALUES (4242, ${signer}, 1), (4243, ${signer}, 1)`);
    });
    const squat = await send(gw, squatter, { type: 11, userDataBody: { type: 6, value: 'fid4242' } });
    expect(squat.status).toBe(409);
    expect((await json<{ error: string }>(squat)).error).toMatch(/fid4242/);
    await signIn(gw, custody, { type: 'FID', signerPublicKey: signer });
    type User = { result: { user: { username: string } } };
    expect((await json<User>(gw.get('/farcaster/v2/user?fid=4242'))).result.user.username).toBe('fid4242');

    // A database from before the rule, where someone holds fid4243: a clear 409, and the message stays unspent.
    await rename(squatter.fid, 'fid4243');
    const late = devAccount(12);
    const text = await textFor(late.address);
    const signature = await late.signMessage({ message: text });
    const refused = await authenticate(late, signature, 'FID', signer);
    expect(refused.status).toBe(409);
    await rename(squatter.fid, 'squatter');
    expect((await authenticate(late, signature, 'FID', signer)).status).toBe(farquest ? 201 : 200);
  });

  it('a signed-out token is dead at once, in every process on the same database', async () => {
    const author = await l2Author(gw);
    const other = await startTestGateway({ compat, db: gw.db, seed: 'none' });
    try {
      const cast = (through: TestGateway, text: string) => send(through, author, { type: 1, ...castBody(text) }, { isExternal: true });
      expect((await cast(gw, 'before signing out')).status).toBe(200);
      expect((await cast(other, 'through the other process')).status).toBe(200);
      const out = await gw.post('/castline/v1/sign-out', {}, author.token);
      expect(out.status).toBe(200);
      for (const through of [gw, other]) {
        const refused = await cast(through, 'a captured token after sign-out');
        expect(refused.status).toBe(401);
        expect((await json<{ error: string }>(refused)).error).toBe(unauthorized ?? 'Signed out');
        expect((await through.get('/farcaster/v2/unseen-notifications-count', author.token)).status).toBe(401);
      }
      // Signing out again changes nothing and is not an error; without a token there is nothing to end.
      expect((await gw.post('/castline/v1/sign-out', {}, author.token)).status).toBe(200);
      expect((await gw.post('/castline/v1/sign-out', {})).status).toBe(401);
      // Another session of the same account is untouched.
      const again = await l2Author(gw);
      expect((await gw.get('/farcaster/v2/unseen-notifications-count', again.token)).status).toBe(200);
    } finally {
      await other.dispose();
    }
  });
});
