import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedKeyRequestValidatorAbi } from '../chain/artifacts';
import { demoChainIdentities, type GatewayChain } from '../chain/chainSetup';
import { chainClients } from '../chain/deploy';
import { DEV_APP_FID, devAccount, devAppAccount, devAppCustodyKey } from '../chain/devAccounts';
import { startDevChain, type DevChain } from '../chain/devChain';
import { keyRegistryAbi } from '../../src/farcaster/registries';
import { createLogger } from '../log';
import { startGateway } from '../server';
import { demoIdentities } from '../seed/identities';
import { addNonceOf, sendAddFor, signAdd } from '../testing/keyGatewayAddFor';
import { leakedSpellings } from '../testing/secretSpellings';
import { testSignerKey } from '../testing/testIdentities';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { SIGNER_REQUESTS_PATH } from './signerRequestRoutes';

// Key requests signed by the app account over HTTP, against a real local chain that holds demo FIDs 1–3 and
// the app account (FID 11): a gateway in each mode with the app account, and one without.

const CLIENT_API_URL = 'http://127.0.0.1:8791';
const TTL_SECONDS = 3_600;
const appAccount = { fid: DEV_APP_FID, custodyKey: devAppCustodyKey() };

let chain: DevChain;
let gatewayChain: GatewayChain;
let spec: TestGateway;
let farquest: TestGateway;
let withoutApp: TestGateway;

beforeAll(async () => {
  chain = await startDevChain({ identities: demoChainIdentities().slice(0, 3) });
  gatewayChain = { chainId: chain.chainId, rpcUrl: chain.url, ...chain.contracts };
  const settings = { chain: gatewayChain, appAccount, clientApiUrl: CLIENT_API_URL, signerRequestTtlSeconds: TTL_SECONDS };
  [spec, farquest, withoutApp] = await Promise.all([
    startTestGateway(settings),
    startTestGateway({ ...settings, compat: 'farquest' }),
    startTestGateway({ chain: gatewayChain }),
  ]);
});

afterAll(async () => {
  await Promise.all([spec?.dispose(), farquest?.dispose(), withoutApp?.dispose()]);
  await chain?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The answer, after checking that neither its headers nor its body hold the app's custody key in any spelling. */
async function answerOf(response: Promise<Response>): Promise<Answer> {
  const res = await response;
  const text = await res.text();
  expect(leakedSpellings(`${JSON.stringify([...res.headers])} ${text}`, appAccount.custodyKey)).toEqual([]);
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

const settingsOf = (gateway: TestGateway) => answerOf(fetch(gateway.url + SIGNER_REQUESTS_PATH));
const requestKey = (gateway: TestGateway, body: unknown, token?: string) => answerOf(gateway.post(SIGNER_REQUESTS_PATH, body, token));
const anyAccount = (gateway: TestGateway) => signIn(gateway, devAccount(12), { type: 'SIGNATURE' });

describe('GET /castline/v1/signer-requests', () => {
  it('names the app FID and the client API, without an API key, the same in both modes', async () => {
    const expected = { status: 200, body: { appFid: DEV_APP_FID, clientApiUrl: CLIENT_API_URL, source: 'v2' } };
    expect(await settingsOf(spec)).toEqual(expected);
    expect(await settingsOf(farquest)).toEqual(expected);
  });

  it('is a 404 in words on a gateway without an app account', async () => {
    expect(await settingsOf(withoutApp)).toEqual({
      status: 404,
      body: {
        error: 'This gateway has no app account to sign key requests: its operator starts it with --app-fid and the custody key in CASTLINE_APP_CUSTODY_KEY',
        source: 'v2',
      },
    });
  });
});

describe('POST /castline/v1/signer-requests', () => {
  it('signs a request the chain’s validator accepts, with which KeyGateway.addFor adds the key to a demo FID', async () => {
    const key = testSignerKey('requested over HTTP');
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await requestKey(spec, { key }, await anyAccount(spec));
    expect(status).toBe(200);
    expect(body).toEqual({
      requestFid: DEV_APP_FID,
      requestSigner: devAppAccount().address,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      deadline: expect.any(Number),
      metadata: expect.stringMatching(/^0x[0-9a-f]+$/),
      source: 'v2',
    });
    const deadline = body.deadline as number;
    expect(deadline - before).toBeGreaterThanOrEqual(TTL_SECONDS);
    expect(deadline - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(TTL_SECONDS);

    const { publicClient } = chainClients(chain, devAccount(0));
    const metadata = body.metadata as Hex;
    expect(
      await publicClient.readContract({ address: chain.contracts.validator, abi: signedKeyRequestValidatorAbi, functionName: 'validate', args: [1n, key, metadata] }),
    ).toBe(true);

    // FID 1's custody approves, as in the Farcaster app: it signs the Add and a relayer sends it.
    const custody = devAccount(0);
    const { timestamp } = await publicClient.getBlock();
    const add = { owner: custody.address, key, metadata, deadline: timestamp + 600n };
    const nonce = await addNonceOf(chain, chain.contracts.keyGateway, custody.address);
    const sig = await signAdd(chain, chain.contracts.keyGateway, custody, { ...add, nonce });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await sendAddFor(chain, chain.contracts.keyGateway, add, sig) });
    expect(receipt.status).toBe('success');
    expect(
      await publicClient.readContract({ address: chain.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [1n, key] }),
    ).toEqual({ state: 1, keyType: 1 });
    // The gateway reads the same chain: the key now signs FID 1 in.
    await expect(signIn(spec, custody, { type: 'FID', signerPublicKey: key })).resolves.toBeTruthy();
  });

  it('answers the same in far.quest mode, for a token of an FID', async () => {
    const token = await signIn(farquest, devAccount(1), { type: 'FID', signerPublicKey: demoIdentities[1]!.signerPublicKey });
    const { status, body } = await requestKey(farquest, { key: testSignerKey('far.quest mode') }, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ requestFid: DEV_APP_FID, requestSigner: devAppAccount().address, source: 'v2' });
  });

  it.each([
    ['no key', {}],
    ['a key of 31 bytes', { key: testSignerKey('short').slice(0, -2) }],
    ['a key of 33 bytes', { key: `${testSignerKey('long')}00` }],
    ['a key without 0x', { key: testSignerKey('bare').slice(2) }],
    ['a key that is not hex', { key: `0x${'z'.repeat(64)}` }],
    ['a key that is a number', { key: 42 }],
  ])('refuses %s with a 400 in words', async (_, body) => {
    expect(await requestKey(spec, body, await anyAccount(spec))).toEqual({
      status: 400,
      body: { error: 'key must be an Ed25519 public key: 0x and 64 hex digits (32 bytes)', source: 'v2' },
    });
  });

  it('says what is wrong with a body that is not a JSON object', async () => {
    expect((await requestKey(spec, '', await anyAccount(spec))).body.error).toBe('Request body is empty: send a JSON object');
    expect((await requestKey(spec, '[]', await anyAccount(spec))).body.error).toBe('Request body must be a JSON object');
  });

  it('needs a token: 401 in words without one, or with one that is not the gateway’s', async () => {
    const key = testSignerKey('no token');
    expect(await requestKey(spec, { key })).toEqual({ status: 401, body: { error: 'Missing or malformed bearer token', source: 'v2' } });
    expect((await requestKey(spec, { key }, 'not-a-token')).status).toBe(401);
    expect(await requestKey(farquest, { key })).toEqual({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('is a 404 in words on a gateway without an app account, signed in or not', async () => {
    const key = testSignerKey('no app');
    const refused = await requestKey(withoutApp, { key }, await anyAccount(withoutApp));
    expect(refused).toEqual({ status: 404, body: { error: expect.stringMatching(/^This gateway has no app account to sign key requests: .*--app-fid/), source: 'v2' } });
    expect((await requestKey(withoutApp, { key })).status).toBe(404);
  });
});

describe('the app account’s custody key', () => {
  const printed: string[] = [];
  const capture = (...parts: unknown[]) => void printed.push(parts.map((part) => (part instanceof Error ? `${part.stack}` : String(part))).join(' '));

  // Every line the gateway logs, and anything printed to the console besides.
  const logger = createLogger({ level: 'trace', to: { write: (line: string) => printed.push(line) } });

  beforeEach(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);
  });

  afterEach(() => vi.restoreAllMocks());

  it('is in no line the gateway prints while it starts and answers, well or badly', async () => {
    const gateway = await startTestGateway({ chain: gatewayChain, appAccount, logger });
    try {
      const token = await anyAccount(gateway);
      await settingsOf(gateway);
      await requestKey(gateway, { key: testSignerKey('logged') }, token);
      await requestKey(gateway, { key: 'nope' }, token);
      await requestKey(gateway, { key: testSignerKey('logged') });
      await requestKey(gateway, '{', token);
    } finally {
      await gateway.dispose();
    }
    expect(printed.join('\n')).toContain(`Key requests signed by app FID 11 (custody ${devAppAccount().address})`);
    expect(leakedSpellings(printed.join('\n'), appAccount.custodyKey)).toEqual([]);
  });

  it('must hold the app FID on the chain, or the gateway does not start, and says so without the key', async () => {
    const otherKey = generatePrivateKey();
    const start = (account: { fid: number; custodyKey: Hex }) =>
      startGateway({ port: 0, db: ':memory:', seed: 'none', chain: gatewayChain, appAccount: account, logger }).then(
        async (gateway) => {
          await gateway.close();
          return 'started';
        },
        (error: Error) => `${error.message}\n${error.stack}`,
      );

    const notHeld = await start({ fid: 1, custodyKey: appAccount.custodyKey });
    expect(notHeld).toMatch(
      new RegExp(`^App FID 1 is held by ${devAccount(0).address} on the chain, but CASTLINE_APP_CUSTODY_KEY is the key of ${devAppAccount().address}: `),
    );
    const otherAddress = await start({ fid: DEV_APP_FID, custodyKey: otherKey });
    expect(otherAddress).toMatch(/^App FID 11 is held by 0x[0-9a-fA-F]{40} on the chain, but CASTLINE_APP_CUSTODY_KEY is the key of 0x/);
    const unregistered = await start({ fid: 99, custodyKey: appAccount.custodyKey });
    expect(unregistered).toMatch(/^App FID 99 is not registered on the chain/);

    const everything = [notHeld, otherAddress, unregistered, ...printed].join('\n');
    expect(leakedSpellings(everything, appAccount.custodyKey)).toEqual([]);
    expect(leakedSpellings(everything, otherKey)).toEqual([]);
  });
});
