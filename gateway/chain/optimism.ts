/** Farcaster's contracts on OP Mainnet, the chain the public gateway reads identities from. */
export const OPTIMISM_CHAIN_ID = 10;

export const optimismRegistries = {
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
  keyGateway: '0x00000000fC56947c7E7183f8Ca4B62398CaAdf0B',
  validator: '0x00000000FC700472606ED4fA22623Acf62c60553',
} as const;
