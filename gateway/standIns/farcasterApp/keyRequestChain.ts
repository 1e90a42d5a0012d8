import { keyGatewayABI } from '@farcaster/core';
import { type Address, BaseError, ContractFunctionRevertedError, createPublicClient, type Hash, http, type LocalAccount, zeroAddress } from 'viem';
import { idRegistryAbi, keyRegistryAbi, signedKeyRequestValidatorAbi } from '../../chain/artifacts';
import { chainClients } from '../../chain/deploy';
import { devAccount } from '../../chain/devAccounts';
import { addForArgs, keyGatewayAddTypedData } from '../../chain/keyGatewayAdd';
import { encodeSignedKeyRequestMetadata } from '../../../src/farcaster/signedKeyRequest';
import type { CheckedKeyRequest, KeyRequestBody } from './keyRequests';

/**
 * The chain as the Farcaster app stand-in uses it: it checks a signed key request with the chain's own
 * SignedKeyRequestValidator (as KeyGateway will), and adds an approved key the way the Farcaster app
 * does for its users: the account's custody signs KeyGateway's EIP-712 `Add`, and a relayer that pays
 * the gas sends `KeyGateway.addFor`. Everything but the KeyGateway's address is read from the chain.
 */

export interface KeyRequestChainOptions {
  rpcUrl: string;
  keyGateway: Address;
}

/** Sends the `addFor` transactions: development account 18, apart from the demo custody wallets (0–9) and the deployer (19). */
export const RELAYER_ACCOUNT_INDEX = 18;
/** How long the custody's `Add` signature is good for; it is used at once. */
const ADD_SIGNATURE_SECONDS = 600n;

/** The chain could not be read or written: the stand-in's own trouble, not the request's. */
export class ChainProblem extends Error {}

export interface KeyRequestChain {
  rpcUrl: string;
  chainId: number;
  /** The SignedKeyRequestValidator, whose EIP-712 domain a request is signed in. */
  validator: Address;
  /** The custody address of an FID, or null when the FID is not registered. */
  custodyOf(fid: number): Promise<Address | null>;
  /** Whether the chain's validator accepts the request as signed by `requestSigner`, now. */
  validates(request: KeyRequestBody, requestSigner: Address): Promise<boolean>;
  /** Adds the request's key to the FID `custody` holds; resolves once mined, or rejects with a sentence. */
  addKey(custody: LocalAccount, request: CheckedKeyRequest): Promise<Hash>;
}

/** Why `addFor` reverted, in words, for the errors of KeyGateway and KeyRegistry a person can cause. */
const REVERT_WORDS: Record<string, string> = {
  InvalidState: 'this account has that key already, or had it and removed it',
  InvalidMetadata: "the app's signed key request is no longer valid on chain (its deadline passed, or its FID's custody changed)",
  InvalidSignature: "the custody's Add signature was refused",
  SignatureExpired: "the custody's Add signature expired before it was sent",
  Unauthorized: 'the custody address holds no FID on this chain',
};

const wordsOf = (error: unknown) => (error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error));

function addFailure(error: unknown): Error {
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  if (reverted instanceof ContractFunctionRevertedError) {
    const name = reverted.data?.errorName ?? 'an unnamed error';
    return new Error(`KeyGateway.addFor was refused: ${REVERT_WORDS[name] ?? name}.`);
  }
  return new ChainProblem(`The key could not be added: ${wordsOf(error)}`);
}

/** Connects to the chain at `rpcUrl`: its id, then the registries behind the KeyGateway. */
export async function connectKeyRequestChain({ rpcUrl, keyGateway }: KeyRequestChainOptions): Promise<KeyRequestChain> {
  const relayer = devAccount(RELAYER_ACCOUNT_INDEX);
  const connect = async () => {
    const chainId = await createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId();
    const clients = chainClients({ url: rpcUrl, chainId }, relayer);
    const keyRegistry = await clients.publicClient.readContract({ address: keyGateway, abi: keyGatewayABI, functionName: 'keyRegistry' });
    const [idRegistry, validator] = await Promise.all([
      clients.publicClient.readContract({ address: keyRegistry, abi: keyRegistryAbi, functionName: 'idRegistry' }),
      clients.publicClient.readContract({ address: keyRegistry, abi: keyRegistryAbi, functionName: 'validator' }),
    ]);
    return { chainId, ...clients, contracts: { idRegistry, validator } };
  };
  const { chainId, publicClient, walletClient, contracts } = await connect().catch((error: unknown) => {
    throw new ChainProblem(`The chain at ${rpcUrl} could not be read (is KeyGateway ${keyGateway} deployed there?): ${wordsOf(error)}`);
  });
  // One relayer sends every transaction: one at a time, so that its nonces (and each custody's) follow in order.
  let sending: Promise<unknown> = Promise.resolve();

  async function sendAddFor(custody: LocalAccount, request: CheckedKeyRequest): Promise<Hash> {
    const metadata = encodeSignedKeyRequestMetadata(request);
    const nonce = await publicClient.readContract({ address: keyGateway, abi: keyGatewayABI, functionName: 'nonces', args: [custody.address] });
    const { timestamp } = await publicClient.getBlock();
    const deadline = timestamp + ADD_SIGNATURE_SECONDS;
    const add = { owner: custody.address, key: request.key, metadata, deadline };
    const signature = await custody.signTypedData(keyGatewayAddTypedData(chainId, keyGateway, { ...add, nonce }));
    const args = addForArgs(add, signature);
    const { request: transaction } = await publicClient.simulateContract({ account: relayer, address: keyGateway, abi: keyGatewayABI, functionName: 'addFor', args });
    const hash = await walletClient.writeContract(transaction);
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 });
    if (receipt.status !== 'success') throw new Error(`KeyGateway.addFor failed in transaction ${hash}.`);
    return hash;
  }

  const reading = <T>(read: Promise<T>): Promise<T> =>
    read.catch((error: unknown) => {
      throw new ChainProblem(`The chain at ${rpcUrl} could not be read: ${wordsOf(error)}`);
    });

  return {
    rpcUrl,
    chainId,
    validator: contracts.validator,
    async custodyOf(fid) {
      const custody = await reading(publicClient.readContract({ address: contracts.idRegistry, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(fid)] }));
      return custody === zeroAddress ? null : custody;
    },
    validates(request, requestSigner) {
      const metadata = encodeSignedKeyRequestMetadata({ ...request, requestSigner });
      // The validator ignores its first argument (the FID receiving the key); any will do.
      return reading(publicClient.readContract({ address: contracts.validator, abi: signedKeyRequestValidatorAbi, functionName: 'validate', args: [0n, request.key, metadata] }));
    },
    addKey(custody, request) {
      const sent = sending.then(() => sendAddFor(custody, request)).catch((error: unknown) => {
        throw addFailure(error);
      });
      sending = sent.catch(() => undefined);
      return sent;
    },
  };
}

/**
 * The chain connected once, when first needed (the stand-in may start before the chain is ready); a
 * failed connection is tried again next time.
 */
export function lazyKeyRequestChain(options: KeyRequestChainOptions): () => Promise<KeyRequestChain> {
  let connecting: Promise<KeyRequestChain> | null = null;
  return () => {
    connecting ??= connectKeyRequestChain(options).catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };
}
