/**
 * Who owns which FID and which Ed25519 keys may sign for it: the part of Farcaster that lives on chain
 * (IdRegistry and KeyRegistry). The default implementation keeps it in the gateway's database (`DatabaseSignerRegistry`).
 */
export interface SignerRegistry {
  fidOf(custody: `0x${string}`): Promise<number | null>;
  custodyOf(fid: number): Promise<`0x${string}` | null>;
  isActiveSigner(fid: number, signerKey: `0x${string}`): Promise<boolean>;
}
