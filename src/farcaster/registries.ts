// Farcaster's on-chain registries as both the app and the gateway use them: the functions called
// and where the contracts live on OP Mainnet. The local chain deploys contracts with the same
// interfaces (gateway/chain/contracts), so these fragments serve both chains.

/** Farcaster's contracts on OP Mainnet, the chain the public gateway reads identities from. */
export const OPTIMISM_CHAIN_ID = 10;

export const optimismRegistries = {
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
  keyGateway: '0x00000000fC56947c7E7183f8Ca4B62398CaAdf0B',
  validator: '0x00000000FC700472606ED4fA22623Acf62c60553',
} as const;

/** IdRegistry: the FID an address owns, and the custody address of an FID. */
export const idRegistryAbi = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const;

/** KeyRegistry: whether a key is added, and its type (state 1 = added, key type 1 = Ed25519). */
export const keyRegistryAbi = [
  {
    type: 'function',
    name: 'keyDataOf',
    stateMutability: 'view',
    inputs: [
      { name: 'fid', type: 'uint256' },
      { name: 'key', type: 'bytes' },
    ],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: 'state', type: 'uint8' },
          { name: 'keyType', type: 'uint32' },
        ],
      },
    ],
  },
] as const;

/** KeyGateway: adds a signer key to the caller's FID, with a signed key request as metadata. */
export const keyGatewayAbi = [
  {
    type: 'function',
    name: 'add',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'keyType', type: 'uint32' },
      { name: 'key', type: 'bytes' },
      { name: 'metadataType', type: 'uint8' },
      { name: 'metadata', type: 'bytes' },
    ],
    outputs: [],
  },
] as const;
