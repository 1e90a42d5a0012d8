import { BaseError, ContractFunctionRevertedError, type Hex, type LocalAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idRegistryAbi, keyGatewayAbi, keyRegistryAbi } from './artifacts';
import { chainClients, registerIdentities } from './deploy';
import { DEV_APP_FID, devAccount, devAppAccount } from './devAccounts';
import { startDevChain, type DevChain } from './devChain';
import { encodeSignedKeyRequestMetadata, signedKeyRequestTypedData } from '../../src/farcaster/signedKeyRequest';
import { addNonceOf, sendAddFor, signAdd } from '../testing/keyGatewayAddFor';
import { testIdentity, testSignerKey } from '../testing/testIdentities';

const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const ADDED = 1;
const REMOVED = 2;

// Fids 5 and 7 for accounts 0 and 1 show that registration gives exactly the fid asked for.
const alice = { account: devAccount(0), identity: testIdentity(5, 0) };
const bob = { account: devAccount(1), identity: testIdentity(7, 1) };
const noFid = devAccount(2);

let chain: DevChain;
let publicClient: ReturnType<typeof chainClients>['publicClient'];

beforeAll(async () => {
  chain = await startDevChain({ identities: [alice.identity, bob.identity] });
  console.log(
    `anvil ${chain.startupMs.toFixed(0)} ms, deploy ${chain.deployMs.toFixed(0)} ms, register 2 identities ${chain.registerMs.toFixed(0)} ms`,
  );
  publicClient = chainClients(chain, noFid).publicClient;
});

afterAll(async () => {
  await chain?.close();
});

const walletOf = (account: LocalAccount) => chainClients(chain, account).walletClient;

async function mined(hash: Promise<Hex>) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** The custom error a transaction reverted with, or 'no revert'. */
async function revertOf(transaction: Promise<unknown>): Promise<string | undefined> {
  try {
    await transaction;
  } catch (error) {
    const reverted = error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    throw error;
  }
  return 'no revert';
}

/** The same signature with s mirrored to the upper half of the curve order: ecrecover still accepts it. */
function withHighS(signature: Hex): Hex {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = Number.parseInt(signature.slice(130, 132), 16);
  return `${signature.slice(0, 66)}${(SECP256K1_ORDER - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
}

interface AddKeyRequest {
  caller: LocalAccount;
  key: Hex;
  requestFid: number;
  /** Who signs the request; the caller unless a test says otherwise. */
  signer?: LocalAccount;
  /** Who the metadata says signed it; the signer unless a test says otherwise. */
  claimedSigner?: Hex;
  /** Alters the signature after signing. */
  mangle?: (signature: Hex) => Hex;
  /** What the signer signed as the key, when a test tampers with it. */
  signedKey?: Hex;
  deadline?: bigint;
  keyType?: number;
  metadataType?: number;
}

async function addKey(options: AddKeyRequest) {
  const { caller, key, requestFid, signer = caller, claimedSigner = signer.address, signedKey = key, deadline } = options;
  const { timestamp } = await publicClient.getBlock();
  const request = { requestFid, key: signedKey, deadline: deadline ?? timestamp + 600n };
  const signature = await signer.signTypedData(
    signedKeyRequestTypedData({ chainId: chain.chainId, validator: chain.contracts.validator }, request),
  );
  const metadata = encodeSignedKeyRequestMetadata({
    ...request,
    requestSigner: claimedSigner,
    signature: options.mangle ? options.mangle(signature) : signature,
  });
  return walletOf(caller).writeContract({
    address: chain.contracts.keyGateway,
    abi: keyGatewayAbi,
    functionName: 'add',
    args: [options.keyType ?? 1, key, options.metadataType ?? 1, metadata],
  });
}

function removeKey(caller: LocalAccount, key: Hex) {
  return walletOf(caller).writeContract({
    address: chain.contracts.keyRegistry,
    abi: keyRegistryAbi,
    functionName: 'remove',
    args: [key],
  });
}

const keysOf = (fid: number, state: number) =>
  publicClient.readContract({ address: chain.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keysOf', args: [BigInt(fid), state] });

describe('IdRegistry', () => {
  it('gives each identity the exact fid asked for and logs Register', async () => {
    const idOf = (address: Hex) =>
      publicClient.readContract({ address: chain.contracts.idRegistry, abi: idRegistryAbi, functionName: 'idOf', args: [address] });
    expect(await idOf(alice.account.address)).toBe(5n);
    expect(await idOf(bob.account.address)).toBe(7n);
    expect(await idOf(noFid.address)).toBe(0n);
    const registered = await publicClient.getContractEvents({
      address: chain.contracts.idRegistry,
      abi: idRegistryAbi,
      eventName: 'Register',
      fromBlock: 0n,
    });
    expect(registered.map((log) => [log.args.to, log.args.id])).toEqual([
      [alice.account.address, 5n],
      [bob.account.address, 7n],
      [devAppAccount().address, BigInt(DEV_APP_FID)],
    ]);
  });

  it('holds the app account on every development chain: FID 11, development account 10, no signer key', async () => {
    expect(
      await publicClient.readContract({ address: chain.contracts.idRegistry, abi: idRegistryAbi, functionName: 'custodyOf', args: [11n] }),
    ).toBe(devAccount(10).address);
    expect(await keysOf(DEV_APP_FID, ADDED)).toEqual([]);
  });

  it('hands out the next free fid on open registration and refuses a second fid for one address', async () => {
    const carol = devAccount(3);
    await mined(
      walletOf(carol).writeContract({ address: chain.contracts.idRegistry, abi: idRegistryAbi, functionName: 'register', args: [carol.address] }),
    );
    expect(
      await publicClient.readContract({ address: chain.contracts.idRegistry, abi: idRegistryAbi, functionName: 'custodyOf', args: [12n] }),
    ).toBe(carol.address);
    expect(
      await revertOf(
        walletOf(carol).writeContract({ address: chain.contracts.idRegistry, abi: idRegistryAbi, functionName: 'register', args: [carol.address] }),
      ),
    ).toBe('HasId');
    expect(
      await revertOf(
        walletOf(carol).writeContract({
          address: chain.contracts.idRegistry,
          abi: idRegistryAbi,
          functionName: 'registerWithId',
          args: [devAccount(4).address, 5n],
        }),
      ),
    ).toBe('InvalidId');
  });
});

describe('KeyGateway.add', () => {
  it('added each identity’s signer with a request signed by its custody, and logged Add', async () => {
    expect(
      await publicClient.readContract({
        address: chain.contracts.keyRegistry,
        abi: keyRegistryAbi,
        functionName: 'keyDataOf',
        args: [5n, alice.identity.signerPublicKey],
      }),
    ).toEqual({ state: ADDED, keyType: 1 });
    expect(await keysOf(5, ADDED)).toEqual([alice.identity.signerPublicKey]);
    const added = await publicClient.getContractEvents({
      address: chain.contracts.keyRegistry,
      abi: keyRegistryAbi,
      eventName: 'Add',
      args: { fid: 7n },
      fromBlock: 0n,
    });
    expect(added.map((log) => [log.args.keyBytes, log.args.keyType, log.args.metadataType])).toEqual([
      [bob.identity.signerPublicKey, 1, 1],
    ]);
  });

  it('adds a further key for a valid request', async () => {
    const key = testSignerKey('alice second');
    await mined(addKey({ caller: alice.account, key, requestFid: 5 }));
    expect(await keysOf(5, ADDED)).toEqual([alice.identity.signerPublicKey, key]);
  });

  it.each([
    ['a signature by someone else than the custody it names', { signer: bob.account, claimedSigner: alice.account.address }, 'InvalidMetadata'],
    ['a request signed by the custody of another fid', { signer: bob.account }, 'InvalidMetadata'],
    ['a requester fid the signer does not hold', { requestFid: 7 }, 'InvalidMetadata'],
    ['a malleable (high s) copy of a valid signature', { mangle: withHighS }, 'InvalidMetadata'],
    ['a truncated signature', { mangle: (signature: Hex) => signature.slice(0, -2) as Hex }, 'InvalidMetadata'],
    ['a signature over another key', { signedKey: testSignerKey('other') }, 'InvalidMetadata'],
    ['a passed deadline', { deadline: 1n }, 'InvalidMetadata'],
    ['a key that is not 32 bytes', { key: '0x1234' as Hex }, 'InvalidMetadata'],
    ['a key type other than a signer (1) or an auth address (2)', { keyType: 3 }, 'ValidatorNotFound'],
    ['a metadata type other than a signed key request', { metadataType: 2 }, 'ValidatorNotFound'],
    ['a caller without an fid', { caller: noFid }, 'Unauthorized'],
  ] as const)('refuses %s', async (_, change, error) => {
    const key = 'key' in change ? change.key : testSignerKey(`refused ${_}`);
    expect(await revertOf(addKey({ caller: alice.account, requestFid: 5, ...change, key }))).toBe(error);
    expect(await keysOf(5, ADDED)).not.toContain(key);
  });

  it('refuses a key the fid already has', async () => {
    expect(await revertOf(addKey({ caller: alice.account, key: alice.identity.signerPublicKey, requestFid: 5 }))).toBe('InvalidState');
  });
});

describe('KeyGateway.addFor', () => {
  const nonceOf = (owner: LocalAccount) => addNonceOf(chain, chain.contracts.keyGateway, owner.address);

  /** The app account's signed key request for `key`, the metadata the Farcaster app receives. */
  async function appMetadata(key: Hex, deadline: bigint): Promise<Hex> {
    const request = { requestFid: DEV_APP_FID, key, deadline };
    const signature = await devAppAccount().signTypedData(
      signedKeyRequestTypedData({ chainId: chain.chainId, validator: chain.contracts.validator }, request),
    );
    return encodeSignedKeyRequestMetadata({ ...request, requestSigner: devAppAccount().address, signature });
  }

  interface AddFor {
    owner: LocalAccount;
    key: Hex;
    /** Who signs the Add; the owner unless a test says otherwise. */
    signer?: LocalAccount;
    /** The nonce signed; the owner's current one unless a test says otherwise. */
    nonce?: bigint;
    deadline?: bigint;
    /** The app's signed key request; one for `key` unless a test says otherwise. */
    metadata?: Hex;
  }

  /** The Add as the Farcaster app has the owner sign it, and the signature. */
  async function signedAdd({ owner, key, signer = owner, ...given }: AddFor) {
    const { timestamp } = await publicClient.getBlock();
    const add = {
      owner: owner.address,
      key,
      metadata: given.metadata ?? (await appMetadata(key, timestamp + 600n)),
      deadline: given.deadline ?? timestamp + 600n,
    };
    const nonce = given.nonce ?? (await nonceOf(owner));
    return { add, sig: await signAdd(chain, chain.contracts.keyGateway, signer, { ...add, nonce }) };
  }

  const send = ({ add, sig }: Awaited<ReturnType<typeof signedAdd>>) => sendAddFor(chain, chain.contracts.keyGateway, add, sig);

  it('adds a key requested by the app account for the owner who signed Add, sent by someone else, and uses a nonce', async () => {
    const key = testSignerKey('approved in the Farcaster app');
    const before = await nonceOf(alice.account);
    await mined(send(await signedAdd({ owner: alice.account, key })));
    expect(await keysOf(5, ADDED)).toContain(key);
    expect(await nonceOf(alice.account)).toBe(before + 1n);
    const [added] = await publicClient.getContractEvents({
      address: chain.contracts.keyRegistry,
      abi: keyRegistryAbi,
      eventName: 'Add',
      args: { fid: 5n, key },
      fromBlock: 0n,
    });
    expect(added?.args.keyBytes).toBe(key);
  });

  it('refuses an Add signed by someone other than the owner', async () => {
    const key = testSignerKey('signed by bob for alice');
    expect(await revertOf(send(await signedAdd({ owner: alice.account, key, signer: bob.account })))).toBe('InvalidSignature');
    expect(await keysOf(5, ADDED)).not.toContain(key);
  });

  it('refuses an Add whose deadline has passed', async () => {
    const key = testSignerKey('late');
    const { timestamp } = await publicClient.getBlock();
    expect(await revertOf(send(await signedAdd({ owner: alice.account, key, deadline: timestamp - 1n })))).toBe('SignatureExpired');
    expect(await keysOf(5, ADDED)).not.toContain(key);
  });

  it('takes each nonce once: neither the same Add again nor another Add with a used nonce goes through', async () => {
    const first = await signedAdd({ owner: alice.account, key: testSignerKey('nonce first') });
    const used = await nonceOf(alice.account);
    await mined(send(first));
    expect(await revertOf(send(first))).toBe('InvalidSignature');
    const stale = await signedAdd({ owner: alice.account, key: testSignerKey('nonce stale'), nonce: used });
    expect(await revertOf(send(stale))).toBe('InvalidSignature');
    expect(await keysOf(5, ADDED)).not.toContain(stale.add.key);
    expect(await nonceOf(alice.account)).toBe(used + 1n);
    expect(await nonceOf(bob.account)).toBe(0n);
  });

  it('refuses an Add that covers other metadata, or a key request the validator refuses, and keeps the nonce', async () => {
    const key = testSignerKey('metadata checked');
    const signed = await signedAdd({ owner: alice.account, key });
    const otherMetadata = await appMetadata(testSignerKey('another key'), signed.add.deadline);
    expect(await revertOf(send({ ...signed, add: { ...signed.add, metadata: otherMetadata } }))).toBe('InvalidSignature');
    const nonce = await nonceOf(alice.account);
    expect(await revertOf(send(await signedAdd({ owner: alice.account, key, metadata: otherMetadata })))).toBe('InvalidMetadata');
    expect(await nonceOf(alice.account)).toBe(nonce);
    expect(await keysOf(5, ADDED)).not.toContain(key);
  });
});

describe('KeyRegistry.remove', () => {
  it('lets the custody remove a key, for good', async () => {
    const key = testSignerKey('bob removable');
    await mined(addKey({ caller: bob.account, key, requestFid: 7 }));
    expect(await revertOf(removeKey(alice.account, key))).toBe('InvalidState');
    expect(await revertOf(removeKey(noFid, key))).toBe('Unauthorized');

    await mined(removeKey(bob.account, key));
    expect(await keysOf(7, ADDED)).toEqual([bob.identity.signerPublicKey]);
    expect(await keysOf(7, REMOVED)).toEqual([key]);
    expect(
      await publicClient.readContract({ address: chain.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [7n, key] }),
    ).toEqual({ state: REMOVED, keyType: 1 });
    const removed = await publicClient.getContractEvents({
      address: chain.contracts.keyRegistry,
      abi: keyRegistryAbi,
      eventName: 'Remove',
      fromBlock: 0n,
    });
    expect(removed.map((log) => [log.args.fid, log.args.keyBytes])).toEqual([[7n, key]]);
    expect(await revertOf(removeKey(bob.account, key))).toBe('InvalidState');
    expect(await revertOf(addKey({ caller: bob.account, key, requestFid: 7 }))).toBe('InvalidState');
  });
});

describe('registerIdentities', () => {
  it('refuses a custody whose key it cannot sign with', async () => {
    await expect(
      registerIdentities(chain, chain.contracts, [{ ...testIdentity(30, 5), custody: '0x000000000000000000000000000000000000dEaD' }]),
    ).rejects.toThrow(/not a development account/);
  });
});
