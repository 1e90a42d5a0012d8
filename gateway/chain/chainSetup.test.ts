import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRegistryAbi } from './artifacts';
import { chainClients } from './deploy';
import { devAccount } from './devAccounts';
import { optimismRegistries } from '../../src/farcaster/registries';
import { testSignerKey } from '../testing/testIdentities';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { privateKeyToAccount } from 'viem/accounts';
import { CHAIN_ROUTE } from '../http/chainRoute';
import { DEMO_ACCOUNTS_ROUTE, type DemoAccount } from '../http/demoAccountRoutes';
import { demoIdentities } from '../seed/identities';
import { signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';
import { ChainSetupError, connectChain, registryAddresses, type ConnectedChain } from './chainSetup';

const [first, second, third] = demoIdentities as [(typeof demoIdentities)[0], (typeof demoIdentities)[0], (typeof demoIdentities)[0]];

describe('registryAddresses', () => {
  it("defaults to Farcaster's registries on OP Mainnet, and lets any of them be overridden", () => {
    expect(registryAddresses(10, {})).toEqual(optimismRegistries);
    const other = '0x0000000000000000000000000000000000000001';
    expect(registryAddresses(10, { keyGateway: other })).toEqual({ ...optimismRegistries, keyGateway: other });
  });

  it('needs every address on any other chain, and says which are missing', () => {
    expect(() => registryAddresses(31337, { idRegistry: optimismRegistries.idRegistry })).toThrow(
      /missing keyRegistry, keyGateway, validator/,
    );
  });
});

describe('a gateway reading the local chain', () => {
  let connected: ConnectedChain;
  let spec: TestGateway;
  let farquest: TestGateway;

  beforeAll(async () => {
    connected = await connectChain({ kind: 'local' });
    [spec, farquest] = await Promise.all([
      startTestGateway({ seed: 'none', chain: connected.chain }),
      startTestGateway({ seed: 'none', chain: connected.chain, compat: 'farquest' }),
    ]);
  }, 30_000);

  afterAll(async () => {
    await Promise.all([spec?.dispose(), farquest?.dispose()]);
    await connected?.close();
  });

  it('publishes the chain and its registries without an API key', async () => {
    const res = await fetch(spec.url + CHAIN_ROUTE);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...connected.chain, chainId: 31337 });
    expect(connected.timings?.startupMs).toBeGreaterThan(0);
  });

  it('hands out its demo accounts without an API key, and their keys sign in', async () => {
    const res = await fetch(spec.url + DEMO_ACCOUNTS_ROUTE);
    expect(res.status).toBe(200);
    const [alice] = ((await res.json()) as { accounts: DemoAccount[] }).accounts;
    const signerPublicKey = `0x${bytesToHex(ed25519.getPublicKey(hexToBytes(alice!.signerKey.slice(2))))}` as const;
    await expect(signIn(spec, privateKeyToAccount(alice!.custodyKey), { type: 'FID', signerPublicKey })).resolves.toBeTruthy();
  });

  it('accepts the signer registered on chain for the custody address, and takes its L1 casts', async () => {
    const token = await signIn(spec, devAccount(0), { type: 'FID', signerPublicKey: first.signerPublicKey });
    const cast = signedMessageJson(
      { type: 1, fid: first.fid, castAddBody: { text: 'hello from the chain', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } },
      first.signerPrivateKey,
    );
    const res = await spec.post('/farcaster/v2/message', { message: cast }, token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { external: boolean; fid: unknown } }).result).toMatchObject({ external: false, fid: '1' });
  });

  it('refuses a key that was never added, in both vocabularies', async () => {
    const unknown = { type: 'FID', signerPublicKey: testSignerKey('never added') } as const;
    await expect(signIn(spec, devAccount(0), unknown)).rejects.toThrow(/401 .*Signer not found/);
    await expect(signIn(farquest, devAccount(0), unknown)).rejects.toThrow(/500 .*Invalid token/);
  });

  it('refuses an address that has no FID', async () => {
    await expect(signIn(spec, devAccount(12), { type: 'FID', signerPublicKey: first.signerPublicKey })).rejects.toThrow(
      /401 .*Signer not found/,
    );
  });

  it('refuses a signer from the moment its custody removes it on chain, and its casts with it', async () => {
    const token = await signIn(spec, devAccount(1), { type: 'FID', signerPublicKey: second.signerPublicKey });
    const { publicClient, walletClient } = chainClients({ url: connected.chain.rpcUrl, chainId: connected.chain.chainId }, devAccount(1));
    const hash = await walletClient.writeContract({
      address: connected.chain.keyRegistry,
      abi: keyRegistryAbi,
      functionName: 'remove',
      args: [second.signerPublicKey],
    });
    await publicClient.waitForTransactionReceipt({ hash });

    await expect(signIn(spec, devAccount(1), { type: 'FID', signerPublicKey: second.signerPublicKey })).rejects.toThrow(
      /401 .*Signer not found/,
    );
    const cast = signedMessageJson(
      { type: 1, fid: second.fid, castAddBody: { text: 'after removal', mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } },
      second.signerPrivateKey,
    );
    const res = await spec.post('/farcaster/v2/message', { message: cast }, token);
    expect(res.status).toBe(403);
    // Other FIDs keep their signers.
    await expect(signIn(spec, devAccount(2), { type: 'FID', signerPublicKey: third.signerPublicKey })).resolves.toBeTruthy();
  });

  it('connects to an existing chain by URL with the addresses it is given', async () => {
    const { chain } = await connectChain({ kind: 'rpc', url: connected.chain.rpcUrl, contracts: connected.chain });
    // Only the chain started here is the development one.
    const { development, ...addresses } = connected.chain;
    expect(development).toBe(true);
    expect(chain).toEqual(addresses);
  });

  it('says which chain did not answer', async () => {
    await expect(connectChain({ kind: 'rpc', url: 'http://127.0.0.1:9', contracts: {} })).rejects.toThrow(ChainSetupError);
  });
});

describe('a gateway with its registry in its own database', () => {
  it('has no chain to publish', async () => {
    const gateway = await startTestGateway({ seed: 'none' });
    try {
      expect((await fetch(gateway.url + CHAIN_ROUTE)).status).toBe(404);
    } finally {
      await gateway.dispose();
    }
  });
});
