import type { Hex, LocalAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedKeyRequestTypedData } from '../../../src/farcaster/signedKeyRequest';
import { keyRegistryAbi } from '../../chain/artifacts';
import { demoChainIdentities } from '../../chain/chainSetup';
import { chainClients } from '../../chain/deploy';
import { DEV_APP_FID, devAccount, devAppAccount } from '../../chain/devAccounts';
import { type DevChain, startDevChain } from '../../chain/devChain';
import { testSignerKey } from '../../testing/testIdentities';
import type { RunningStandIn } from '../serve';
import { farcasterApp, startFarcasterApp } from './farcasterApp';

// Farcaster's client API and the Farcaster app's approval, as an app and a person use them: the app
// signs a request with its app account's custody (FID 11, development account 10), the stand-in checks
// it against a real local chain, and Approve on the page adds the key with KeyGateway.addFor.

const APP_ORIGIN = 'http://127.0.0.1:5173';
let chain: DevChain;
let farcaster: RunningStandIn;
let small: RunningStandIn;

beforeAll(async () => {
  chain = await startDevChain({ identities: demoChainIdentities().slice(0, 3) });
  const options = { relayUrl: 'http://127.0.0.1:9', chain: { rpcUrl: chain.url, keyGateway: chain.contracts.keyGateway } };
  [farcaster, small] = await Promise.all([startFarcasterApp(options), startFarcasterApp({ ...options, maxKeyRequests: 2 })]);
});

afterAll(async () => {
  await Promise.all([farcaster?.close(), small?.close()]);
  await chain?.close();
});

interface RequestOptions {
  signer?: LocalAccount;
  requestFid?: number;
  deadline?: number;
}

/** A request body as the app sends it, signed by the app account unless a test says otherwise. */
async function signedRequest(key: Hex, { signer = devAppAccount(), requestFid = DEV_APP_FID, deadline = Math.floor(Date.now() / 1000) + 600 }: RequestOptions = {}) {
  const signature = await signer.signTypedData(signedKeyRequestTypedData({ chainId: chain.chainId, validator: chain.contracts.validator }, { requestFid, key, deadline }));
  return { key, requestFid, signature, deadline };
}

async function create(body: unknown, at = farcaster) {
  const res = await fetch(`${at.url}/v2/signed-key-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, cors: res.headers.get('Access-Control-Allow-Origin'), body: (await res.json()) as { result?: { signedKeyRequest: Record<string, unknown> }; errors?: [{ message: string }] } };
}

async function createdToken(key: Hex, at = farcaster): Promise<string> {
  const created = await create(await signedRequest(key), at);
  expect(created.status).toBe(200);
  return created.body.result!.signedKeyRequest.token as string;
}

async function read(token: string, at = farcaster) {
  const res = await fetch(`${at.url}/v2/signed-key-request?${new URLSearchParams({ token })}`, { headers: { Origin: APP_ORIGIN } });
  return { status: res.status, body: (await res.json()) as { result?: { signedKeyRequest: Record<string, unknown> }; errors?: [{ message: string }] } };
}

const stateOf = async (token: string) => (await read(token)).body.result?.signedKeyRequest;
const page = (token: string) => fetch(`${farcaster.url}/~/signed-key-request?${new URLSearchParams({ token })}`);

/** Answers the request on the page, as the person's browser posts the form. */
function answer(token: string, decision: 'approve' | 'decline', fid: number, origin = farcaster.url) {
  return fetch(`${farcaster.url}/~/signed-key-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ token, fid: String(fid), decision }),
    redirect: 'manual',
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what} did not happen; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const keyDataOf = (fid: number, key: Hex) =>
  chainClients(chain, devAccount(0)).publicClient.readContract({ address: chain.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [BigInt(fid), key] });

describe('signed key requests through the Farcaster app stand-in', () => {
  it('approves on the page as a demo account: approved, then completed, and the key added for that FID on chain', async () => {
    const key = testSignerKey('approved for bob');
    const created = await create(await signedRequest(key));
    expect(created.status).toBe(200);
    expect(created.cors).toBe('*');
    const { token, ...rest } = created.body.result!.signedKeyRequest;
    expect(token).toMatch(/^0x[0-9a-f]{32}$/);
    expect(rest).toEqual({ deeplinkUrl: `${farcaster.url}/~/signed-key-request?token=${token}`, key, requestFid: DEV_APP_FID, state: 'pending', isSponsored: false });
    expect(await read(token as string)).toEqual({
      status: 200,
      body: { result: { signedKeyRequest: { token, deeplinkUrl: rest.deeplinkUrl, key, requestFid: DEV_APP_FID, state: 'pending' } } },
    });

    const shown = await fetch(rest.deeplinkUrl as string);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await shown.text();
    expect(html).toContain(`<h1>Connect the app of FID ${DEV_APP_FID}?</h1>`);
    expect(html).toContain(`${key.slice(0, 6)}…${key.slice(-4)}`);
    for (const username of ['alice', 'bob', 'judy']) expect(html).toContain(`@${username}`);

    const approved = await answer(token as string, 'approve', 2);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`/~/signed-key-request?token=${token}`);
    const seen = await stateOf(token as string);
    expect(seen).toMatchObject({ state: expect.stringMatching(/^(approved|completed)$/), userFid: 2 });
    if (seen?.state === 'approved') expect(await (await page(token as string)).text()).toContain('<h1>Approved: adding the key</h1>');

    expect(await until(() => stateOf(token as string), (request) => request?.state === 'completed', 'completion')).toMatchObject({ state: 'completed', userFid: 2 });
    expect(await keyDataOf(2, key)).toEqual({ state: 1, keyType: 1 });
    expect(await keyDataOf(DEV_APP_FID, key)).toEqual({ state: 0, keyType: 0 });
    expect(await (await page(token as string)).text()).toContain('@bob (FID 2) now has the key of the app of FID 11');
    // Answering again changes nothing.
    expect((await answer(token as string, 'decline', 3)).status).toBe(303);
    expect(await stateOf(token as string)).toMatchObject({ state: 'completed', userFid: 2 });
  });

  it('says why an approval added nothing, and leaves the request pending to be answered again', async () => {
    const key = testSignerKey('approved twice for carol');
    const first = await createdToken(key);
    await answer(first, 'approve', 3);
    await until(() => stateOf(first), (request) => request?.state === 'completed', 'the first approval');

    const second = await createdToken(key);
    expect((await answer(second, 'approve', 3)).status).toBe(303);
    const html = await until(async () => (await page(second)).text(), (text) => text.includes('role="alert"'), 'the refusal on the page');
    expect(html).toContain('this account has that key already, or had it and removed it');
    expect(await stateOf(second)).toMatchObject({ state: 'pending' });
    expect(await stateOf(second)).not.toHaveProperty('userFid');
    expect((await answer(second, 'approve', 1)).status).toBe(303);
    expect(await until(() => stateOf(second), (request) => request?.state === 'completed', 'the approval for alice')).toMatchObject({ userFid: 1 });
  });

  it('declines on the page: the page says so, the API still says pending, nothing is added', async () => {
    const key = testSignerKey('declined');
    const token = await createdToken(key);
    expect((await answer(token, 'decline', 1)).status).toBe(303);
    expect(await (await page(token)).text()).toContain('<h1>Declined</h1>');
    expect(await stateOf(token)).toMatchObject({ state: 'pending' });
    expect((await answer(token, 'approve', 1)).status).toBe(303);
    expect(await (await page(token)).text()).toContain('<h1>Declined</h1>');
    expect(await stateOf(token)).toMatchObject({ state: 'pending' });
    expect(await keyDataOf(1, key)).toEqual({ state: 0, keyType: 0 });
  });

  it('refuses a request that is not signed by the app FID’s custody, is past its deadline, or whose key is not 32 bytes', async () => {
    const key = testSignerKey('refused');
    const refusal = async (body: unknown) => {
      const created = await create(body);
      expect(created.status).toBe(400);
      expect(created.cors).toBe('*');
      return created.body.errors?.[0]?.message;
    };
    expect(await refusal(await signedRequest(key, { signer: devAccount(0) }))).toBe(
      `The signature is not a SignedKeyRequest signed by the custody of FID 11 (${devAppAccount().address}) for this key and deadline, in the domain of chain ${chain.chainId}'s SignedKeyRequestValidator ${chain.contracts.validator}.`,
    );
    const signed = await signedRequest(key);
    expect(await refusal({ ...signed, key: testSignerKey('another') })).toMatch(/^The signature is not a SignedKeyRequest/);
    expect(await refusal({ ...signed, deadline: signed.deadline + 1 })).toMatch(/^The signature is not a SignedKeyRequest/);
    expect(await refusal(await signedRequest(key, { deadline: Math.floor(Date.now() / 1000) - 5 }))).toMatch(/^The deadline .* has passed: sign the request again/);
    expect(await refusal({ ...signed, key: '0x1234' })).toBe('key must be a 32-byte Ed25519 public key: 0x and 64 hex digits.');
    expect(await refusal(await signedRequest(key, { requestFid: 99 }))).toBe(`FID 99 is not registered on chain ${chain.chainId}, so it cannot ask for keys.`);
    expect(await refusal('not json')).toMatch(/^The body must be a JSON object/);
  });

  it('answers 404 for a token it does not know, on the API and on the page', async () => {
    expect(await read('0xnothing')).toEqual({ status: 404, body: { errors: [{ message: expect.stringContaining('No signed key request has this token') }] } });
    const shown = await page('0xnothing');
    expect(shown.status).toBe(404);
    expect(await shown.text()).toContain('<h1>This key request is closed</h1>');
    expect((await fetch(`${farcaster.url}/v2/signed-key-request`)).status).toBe(400);
    expect((await answer('0xnothing', 'approve', 1)).status).toBe(404);
  });

  it('lets a page of any origin call the API, and takes no answer from another site on the approval page', async () => {
    const preflight = await fetch(`${farcaster.url}/v2/signed-key-requests`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');

    const token = await createdToken(testSignerKey('phished'));
    expect((await answer(token, 'approve', 1, 'http://phishing.test')).status).toBe(403);
    expect((await answer(token, 'approve', 11)).status).toBe(400);
    expect(await stateOf(token)).toMatchObject({ state: 'pending' });
    expect((await page(token)).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('keeps a bounded number of requests, forgetting the oldest', async () => {
    const tokens = [];
    for (const label of ['first', 'second', 'third']) tokens.push(await createdToken(testSignerKey(`bounded ${label}`), small));
    expect((await read(tokens[0]!, small)).status).toBe(404);
    expect((await read(tokens[1]!, small)).status).toBe(200);
    expect((await read(tokens[2]!, small)).status).toBe(200);
  });

  it('takes no request without a chain to check it against, and says when its chain cannot be reached', async () => {
    const body = JSON.stringify(await signedRequest(testSignerKey('no chain')));
    const post = (app: ReturnType<typeof farcasterApp>) => app.request('/v2/signed-key-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const noChain = await post(farcasterApp({ relayUrl: 'http://127.0.0.1:9' }));
    expect(noChain.status).toBe(503);
    expect(await noChain.json()).toEqual({ errors: [{ message: expect.stringContaining('start it with --chain-url and --key-gateway') }] });
    const unreachable = await post(farcasterApp({ relayUrl: 'http://127.0.0.1:9', chain: { rpcUrl: 'http://127.0.0.1:9', keyGateway: chain.contracts.keyGateway } }));
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({ errors: [{ message: expect.stringMatching(/^The chain at http:\/\/127\.0\.0\.1:9 could not be read/) }] });
  });
});
