// Deploys the registries to a development chain and registers identities with their signer keys.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  idRegistryAbi,
  idRegistryBytecode,
  keyGatewayAbi,
  keyGatewayBytecode,
  signedKeyRequestValidatorAbi,
  signedKeyRequestValidatorBytecode,
} from './artifacts';
import { DEPLOYER_ACCOUNT_INDEX, devAccount, findDevAccount } from './devAccounts';
import {
  encodeSignedKeyRequestMetadata,
  KEY_TYPE_ED25519,
  METADATA_TYPE_SIGNED_KEY_REQUEST,
  signedKeyRequestTypedData,
} from '../../src/farcaster/signedKeyRequest';

export interface RegistryContracts {
  idRegistry: Address;
  keyRegistry: Address;
  keyGateway: Address;
  validator: Address;
}

export interface ChainEndpoint {
  url: string;
  chainId: number;
}

/** An FID registered with no signer key, as an app account is. */
export interface ChainAccount {
  fid: number;
  custody: Address;
}

export interface ChainIdentity extends ChainAccount {
  /** Ed25519 public key, 32 bytes. Its custody must be one of the development mnemonic's accounts: it signs the key request. */
  signerPublicKey: Hex;
}

/** How long a seeded signed key request stays valid; only the moment of adding matters. */
const REQUEST_VALIDITY_SECONDS = 3_600n;
// Receipts of an automining chain are ready at once; viem's default 4 s polling would dominate seeding.
const POLLING_MS = 20;

function localChain({ url, chainId }: ChainEndpoint): Chain {
  return defineChain({
    id: chainId,
    name: 'Castline development chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

/** Clients for a development chain, the wallet one sending as the given account. */
export function chainClients(endpoint: ChainEndpoint, account: Account) {
  const chain = localChain(endpoint);
  const transport = http(endpoint.url);
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: POLLING_MS }),
    walletClient: createWalletClient({ chain, transport, account }),
  };
}

async function confirm(publicClient: PublicClient, hash: Hash, what: string) {
  // A development chain mines at once; a receipt that has not come in 30 s never will.
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 });
  if (receipt.status !== 'success') throw new Error(`${what} failed in transaction ${hash}`);
  return receipt;
}

/**
 * Deploys IdRegistry, SignedKeyRequestValidator and KeyGateway (which creates its KeyRegistry).
 * The deployer defaults to account 19 of the development mnemonic, so accounts 0–9 stay custody wallets.
 */
export async function deployRegistries(chainUrl: string, deployerPrivateKey?: Hex): Promise<RegistryContracts> {
  const account = deployerPrivateKey ? privateKeyToAccount(deployerPrivateKey) : devAccount(DEPLOYER_ACCOUNT_INDEX);
  const chainId = await createPublicClient({ transport: http(chainUrl) }).getChainId();
  const { publicClient, walletClient } = chainClients({ url: chainUrl, chainId }, account);

  const deploy = async (name: string, abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    const hash = await walletClient.deployContract({ abi, bytecode, args });
    const { contractAddress } = await confirm(publicClient, hash, `Deploying ${name}`);
    if (!contractAddress) throw new Error(`Deploying ${name} created no contract`);
    return getAddress(contractAddress);
  };
  const idRegistry = await deploy('IdRegistry', idRegistryAbi, idRegistryBytecode, []);
  const validator = await deploy('SignedKeyRequestValidator', signedKeyRequestValidatorAbi, signedKeyRequestValidatorBytecode, [
    idRegistry,
  ]);
  const keyGateway = await deploy('KeyGateway', keyGatewayAbi, keyGatewayBytecode, [idRegistry, validator]);
  const keyRegistry = await publicClient.readContract({ address: keyGateway, abi: keyGatewayAbi, functionName: 'keyRegistry' });
  return { idRegistry, keyRegistry, keyGateway, validator };
}

/**
 * Gives each identity its exact fid and adds its signer key, if it has one, through KeyGateway.add, with
 * a signed key request signed by the custody address (the person's own fid as requester), as a wallet would.
 */
export async function registerIdentities(
  chain: ChainEndpoint,
  contracts: RegistryContracts,
  identities: readonly (ChainIdentity | ChainAccount)[],
  registrarPrivateKey?: Hex,
): Promise<void> {
  const signers = identities.flatMap((identity) => {
    if (!('signerPublicKey' in identity)) return [];
    const { fid, custody, signerPublicKey } = identity;
    const account = findDevAccount(custody);
    if (!account) throw new Error(`Custody ${custody} of fid ${fid} is not a development account`);
    return [{ fid, signerPublicKey, account }];
  });
  const registrar = registrarPrivateKey ? privateKeyToAccount(registrarPrivateKey) : devAccount(DEPLOYER_ACCOUNT_INDEX);
  const { publicClient, walletClient } = chainClients(chain, registrar);

  // One sender, so the registrations go one after another; the key additions come from distinct
  // custody accounts and run side by side.
  for (const identity of identities) {
    const hash = await walletClient.writeContract({
      address: contracts.idRegistry,
      abi: idRegistryAbi,
      functionName: 'registerWithId',
      args: [identity.custody, BigInt(identity.fid)],
    });
    await confirm(publicClient, hash, `Registering fid ${identity.fid}`);
  }

  const { timestamp } = await publicClient.getBlock();
  const deadline = timestamp + REQUEST_VALIDITY_SECONDS;
  await Promise.all(
    signers.map(async ({ fid, signerPublicKey, account }) => {
      const request = { requestFid: fid, key: signerPublicKey, deadline };
      const signature = await account.signTypedData(
        signedKeyRequestTypedData({ chainId: chain.chainId, validator: contracts.validator }, request),
      );
      const metadata = encodeSignedKeyRequestMetadata({ ...request, requestSigner: account.address, signature });
      const hash = await chainClients(chain, account).walletClient.writeContract({
        address: contracts.keyGateway,
        abi: keyGatewayAbi,
        functionName: 'add',
        args: [KEY_TYPE_ED25519, signerPublicKey, METADATA_TYPE_SIGNED_KEY_REQUEST, metadata],
      });
      await confirm(publicClient, hash, `Adding the signer of fid ${fid}`);
    }),
  );
}
