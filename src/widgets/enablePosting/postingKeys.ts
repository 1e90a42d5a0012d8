import { pendingKeyOwner, postingKeyOwner } from '../../auth/farcasterAccount';
import { toHex, type Hex } from '../../farcaster/hex';
import { generateSignerKey, signerFromKeyPair } from '../../farcaster/signer';
import { loadSignerKey, removeSignerKey, saveSignerKey } from '../../farcaster/signerKeyStore';

/**
 * The keys of accounts signed in with Farcaster, in this browser's signer key store (IndexedDB,
 * non-extractable): the key to post with under `fid:<n>`, and a key asked for but not approved yet
 * under `fid:<n>:pending`, so that a request survives the tab being closed. Neither ever leaves the browser.
 */
export interface PostingKeys {
  /** A new key pair, kept as the FID's pending key; its public half. */
  makePending(fid: number): Promise<Hex>;
  /** The pending key's public half, or null. */
  pendingKey(fid: number): Promise<Hex | null>;
  /** The pending key becomes the FID's key to post with; its public half. */
  adoptPending(fid: number): Promise<Hex>;
  /** The FID's key to post with in this browser, or null. */
  held(fid: number): Promise<{ key: Hex; createdAt: number } | null>;
  /** Forgets the FID's key to post with (and any pending one). */
  forget(fid: number): Promise<void>;
}

const publicKeyOf = async (pair: CryptoKeyPair) => toHex((await signerFromKeyPair(pair)).publicKey);

export const browserPostingKeys: PostingKeys = {
  async makePending(fid) {
    const pair = await generateSignerKey();
    await saveSignerKey(pendingKeyOwner(fid), pair);
    return publicKeyOf(pair);
  },
  async pendingKey(fid) {
    const saved = await loadSignerKey(pendingKeyOwner(fid));
    return saved ? publicKeyOf(saved.keyPair) : null;
  },
  async adoptPending(fid) {
    const saved = await loadSignerKey(pendingKeyOwner(fid));
    if (!saved) throw new Error(`No key is waiting for approval for FID ${fid} in this browser.`);
    await saveSignerKey(postingKeyOwner(fid), saved.keyPair);
    await removeSignerKey(pendingKeyOwner(fid));
    return publicKeyOf(saved.keyPair);
  },
  async held(fid) {
    const saved = await loadSignerKey(postingKeyOwner(fid));
    return saved ? { key: await publicKeyOf(saved.keyPair), createdAt: saved.createdAt } : null;
  },
  async forget(fid) {
    await removeSignerKey(postingKeyOwner(fid));
    await removeSignerKey(pendingKeyOwner(fid));
  },
};
