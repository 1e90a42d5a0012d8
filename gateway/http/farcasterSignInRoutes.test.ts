import type { Address, Hex } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChainIdentities } from '../chain/chainSetup';
import { devAccount } from '../chain/devAccounts';
import { startDevChain, type DevChain } from '../chain/devChain';
import { demoIdentities } from '../seed/identities';
import { addAuthAddress } from '../testing/authAddresses';
import { farcasterNow, signedMessageJson, startTestGateway, type TestGateway } from '../testing/testGateway';
import { FARCASTER_SIGN_IN_PATH } from './farcasterSignInRoutes';

// Sign in with Farcaster over HTTP, against a real local chain that holds demo FIDs 1–3: a gateway in
// each mode, both reading that chain.

const DOMAIN = 'castline.test';
const FIDS = 3;
const custody = (fid: number) => devAccount(fid - 1);
const stranger = devAccount(15);
const authAddress = devAccount(16);

let chain: DevChain;
let spec: TestGateway;
let farquest: TestGateway;

beforeAll(async () => {
  chain = await startDevChain({ identities: demoChainIdentities().slice(0, FIDS) });
  await addAuthAddress(chain, chain.contracts, custody(3), 3, authAddress.address);
  const gatewayChain = { chainId: chain.chainId, rpcUrl: chain.url, ...chain.contracts };
  const settings = { chain: gatewayChain, siwfDomains: [DOMAIN], relayUrl: 'http://127.0.0.1:8790' };
  [spec, farquest] = await Promise.all([startTestGateway(settings), startTestGateway({ ...settings, compat: 'farquest' })]);
});

afterAll(async () => {
  await Promise.all([spec?.dispose(), farquest?.dispose()]);
  await chain?.close();
});

interface MessageFields {
  fid: number;
  address: Address;
  nonce: string;
  domain?: string;
  uri?: string;
  expirationTime?: Date;
  notBefore?: Date;
}

/** A sign-in message as the Farcaster app builds it (FIP-11: EIP-4361, chain 10, the FID as a resource). */
function signInMessage({ fid, address, nonce, domain = DOMAIN, uri = `https://${DOMAIN}/`, ...times }: MessageFields): string {
  return createSiweMessage({
    domain,
    address,
    statement: 'Farcaster Auth',
    uri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${fid}`],
    ...times,
  });
}

async function nonceOf(gateway: TestGateway): Promise<string> {
  const res = await gateway.post(`${FARCASTER_SIGN_IN_PATH}/nonce`, {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { nonce: string }).nonce;
}

async function signedBy(signer: HDAccount, fields: MessageFields) {
  const message = signInMessage(fields);
  return { message, signature: await signer.signMessage({ message }) };
}

async function signIn(gateway: TestGateway, body: { message: string; signature: Hex }) {
  const res = await gateway.post(FARCASTER_SIGN_IN_PATH, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A cast of `fid` signed with the demo signer of `signerFid`. */
const castBy = (fid: number, signerFid: number, text: string) => ({
  message: signedMessageJson(
    { type: 1, fid, timestamp: farcasterNow(), castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } },
    demoIdentities[signerFid - 1]!.signerPrivateKey,
  ),
});

describe('Sign in with Farcaster', () => {
  it('names its relay and the sites it accepts, without an API key', async () => {
    const res = await fetch(`${spec.url}${FARCASTER_SIGN_IN_PATH}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ relayUrl: 'http://127.0.0.1:8790', domains: [DOMAIN], source: 'v2' });
  });

  it('issues nonces of their own, good for ten minutes', async () => {
    const before = Date.now();
    const res = await spec.post(`${FARCASTER_SIGN_IN_PATH}/nonce`, {});
    const { nonce, expiresAt } = (await res.json()) as { nonce: string; expiresAt: string };
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(await nonceOf(spec)).not.toBe(nonce);
  });

  it('signs the custody address in as its FID: its messages are the FID’s, each still signed by a registered signer', async () => {
    const nonce = await nonceOf(spec);
    const { status, body } = await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ fid: 1, username: 'alice', authMethod: 'custody', source: 'v2' });
    const token = body.accessToken as string;

    const posted = await spec.post('/farcaster/v2/message', castBy(1, 1, 'signed in with Farcaster'), token);
    expect(posted.status).toBe(200);
    const hash = ((await posted.json()) as { result: { hash: string } }).result.hash;
    const read = (await (await spec.get(`/farcaster/v2/cast?hash=${hash}`)).json()) as { result: { cast: unknown } };
    expect(read.result.cast).toMatchObject({ author: { fid: '1' }, text: 'signed in with Farcaster' });

    // The token names no signer: a key the FID never registered signs nothing, and another FID's message is refused.
    const unregistered = await spec.post('/farcaster/v2/message', castBy(1, 2, 'with the wrong key'), token);
    expect(unregistered.status).toBe(403);
    expect(((await unregistered.json()) as { error: string }).error).toContain('is not an active signer of FID 1');
    expect((await spec.post('/farcaster/v2/message', castBy(2, 2, 'as someone else'), token)).status).toBe(403);

    // Revocable as any token: signed out, it is refused.
    expect((await spec.post('/castline/v1/sign-out', {}, token)).status).toBe(200);
    expect((await spec.get('/farcaster/v2/unseen-notifications-count', token)).status).toBe(401);
  });

  it('takes a nonce once: the same message again is refused', async () => {
    const signed = await signedBy(custody(2), { fid: 2, address: custody(2).address, nonce: await nonceOf(spec) });
    expect((await signIn(spec, signed)).status).toBe(200);
    const again = await signIn(spec, signed);
    expect(again.status).toBe(401);
    expect(again.body.error).toMatch(/nonce is unknown here, used already or more than 10 minutes old/);
  });

  it('refuses a nonce it never issued', async () => {
    const refused = await signIn(spec, await signedBy(custody(2), { fid: 2, address: custody(2).address, nonce: 'a1b2c3d4e5f6a7b8' }));
    expect(refused).toMatchObject({ status: 401, body: { error: expect.stringMatching(/nonce is unknown here/) } });
  });

  it('refuses a message for another site, or whose page is on another site, and keeps the nonce for the right one', async () => {
    const nonce = await nonceOf(spec);
    const otherSite = await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce, domain: 'phishing.test', uri: 'https://phishing.test/' }));
    expect(otherSite).toMatchObject({ status: 401, body: { error: `This sign-in is for phishing.test, not for a site this gateway accepts (${DOMAIN})` } });
    const otherPage = await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce, uri: 'https://phishing.test/' }));
    expect(otherPage).toMatchObject({ status: 401, body: { error: `The message's URI https://phishing.test/ is not on its domain ${DOMAIN}` } });
    expect((await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce }))).status).toBe(200);
  });

  it('refuses an expired message, and one not valid yet', async () => {
    const nonce = await nonceOf(spec);
    const expired = await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce, expirationTime: new Date(Date.now() - 1_000) }));
    expect(expired).toMatchObject({ status: 401, body: { error: expect.stringMatching(/^This sign-in message expired at .+: sign in again$/) } });
    const early = await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce, notBefore: new Date(Date.now() + 60_000) }));
    expect(early).toMatchObject({ status: 401, body: { error: expect.stringMatching(/^This sign-in message is not valid before /) } });
  });

  it('refuses a signature by an address other than the one the message names', async () => {
    const message = signInMessage({ fid: 1, address: custody(1).address, nonce: await nonceOf(spec) });
    const refused = await signIn(spec, { message, signature: await stranger.signMessage({ message }) });
    expect(refused).toMatchObject({ status: 401, body: { error: `The signature is not ${custody(1).address}'s signature of this message` } });
  });

  it('refuses an address without a Farcaster account, or the custody of another FID, and spends no nonce doing so', async () => {
    const nonce = await nonceOf(spec);
    const noAccount = await signIn(spec, await signedBy(stranger, { fid: 1, address: stranger.address, nonce }));
    expect(noAccount).toMatchObject({ status: 401, body: { error: `${stranger.address} has no Farcaster account and is not an auth address of FID 1, so it cannot sign in as FID 1` } });
    const otherFid = await signIn(spec, await signedBy(custody(2), { fid: 1, address: custody(2).address, nonce }));
    expect(otherFid).toMatchObject({ status: 401, body: { error: `${custody(2).address} is the custody address of FID 2, not of FID 1, and not an auth address of FID 1` } });
    const unknownFid = await signIn(spec, await signedBy(custody(2), { fid: 99, address: custody(2).address, nonce }));
    expect(unknownFid).toMatchObject({ status: 401, body: { error: expect.stringContaining('is the custody address of FID 2, not of FID 99') } });
    expect((await signIn(spec, await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce }))).status).toBe(200);
  });

  it('signs an auth address in as its FID, and only as that FID', async () => {
    const nonce = await nonceOf(spec);
    const elsewhere = await signIn(spec, await signedBy(authAddress, { fid: 2, address: authAddress.address, nonce }));
    expect(elsewhere.status).toBe(401);
    const { status, body } = await signIn(spec, await signedBy(authAddress, { fid: 3, address: authAddress.address, nonce }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ fid: 3, username: 'carol', authMethod: 'authAddress' });
    expect((await spec.post('/farcaster/v2/message', castBy(3, 3, 'through an auth address'), body.accessToken as string)).status).toBe(200);
  });

  it('says what is wrong with a body that is no sign-in', async () => {
    const nonce = await nonceOf(spec);
    const good = await signedBy(custody(1), { fid: 1, address: custody(1).address, nonce });
    expect((await signIn(spec, { ...good, message: '' } as never)).body.error).toMatch(/^message is required/);
    expect((await signIn(spec, { ...good, signature: '0x1234' })).body.error).toMatch(/^signature is invalid/);
    expect((await signIn(spec, { ...good, message: 'hello' })).body.error).toMatch(/^message is not a Sign in with Farcaster message/);
    const noResource = createSiweMessage({ domain: DOMAIN, address: custody(1).address, uri: `https://${DOMAIN}/`, version: '1', chainId: 10, nonce, statement: 'Farcaster Auth' });
    const refused = await signIn(spec, { message: noResource, signature: await custody(1).signMessage({ message: noResource }) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'message is not a Sign in with Farcaster message: No fid resource provided' } });
    expect((await spec.post(FARCASTER_SIGN_IN_PATH, '[]')).status).toBe(400);
  });

  it('answers in far.quest mode too, with a 401 for a refusal', async () => {
    const nonce = await nonceOf(farquest);
    const refused = await farquest.post(FARCASTER_SIGN_IN_PATH, await signedBy(stranger, { fid: 1, address: stranger.address, nonce }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('has no Farcaster account') });
    const { status, body } = await signIn(farquest, await signedBy(custody(2), { fid: 2, address: custody(2).address, nonce }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ fid: 2, username: 'bob', authMethod: 'custody' });
    expect((await farquest.post('/farcaster/v2/message', castBy(2, 2, 'far.quest mode'), body.accessToken as string)).status).toBe(200);
  });
});
