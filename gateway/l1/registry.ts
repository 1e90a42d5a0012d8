/**
 * Who owns which FID and which Ed25519 keys may sign for it: the part of Farcaster that lives on chain
 * (IdRegistry and KeyRegistry). The default implementation keeps it in the gateway's database (`DatabaseSignerRegistry`).
 */
export interface SignerRegistry {
  fidOf(custody: `0x${string}`): Promise<number | null>;
  custodyOf(fid: number): Promise<`0x${string}` | null>;
  /**
   * Whether `signerKey` may sign for `fid` now: an on-chain signer always, a key added without gas (a
   * KEY_ADD on a Farcaster node) until it expires, and, when `messageType` is given, only for the message
   * types in its scopes. A refusal with words of its own (out of scope, expired) may be thrown instead of false.
   */
  isActiveSigner(fid: number, signerKey: `0x${string}`, messageType?: number): Promise<boolean>;
}

/**
 * The auth addresses of an FID: Ethereum addresses its custody registered in the KeyRegistry (key type 2),
 * each of which may sign in for the FID with Sign in with Farcaster as its custody address can.
 */
export interface AuthAddressRegistry {
  isAuthAddress(fid: number, address: `0x${string}`): Promise<boolean>;
}

/** What the gateway reads of Farcaster's registries: FIDs, signers and auth addresses. */
export type FarcasterRegistry = SignerRegistry & AuthAddressRegistry;
