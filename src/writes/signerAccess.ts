import { AppError } from '../errors/appError';
import { generateSignerKey, signerFromKeyPair, type Ed25519Signer } from '../farcaster/signer';
import { loadSignerKey, saveSignerKey } from '../farcaster/signerKeyStore';
import { toHex } from '../farcaster/hex';
import type { Author } from './currentAuthor';

export class SignerUnavailableError extends AppError {
  override name = 'SignerUnavailableError';
  constructor(message: string) {
    super('signer-unavailable', message);
  }
}

/**
 * The signer for an author. In signature mode the first post creates the key (non-extractable,
 * stored per address); in FID mode only the key registered on chain can sign, so it must have
 * been added in Settings and must match the registered public key; signed in with Farcaster, only
 * the key the Farcaster app approved ("Enable posting"), stored under the FID.
 */
export async function signerFor(author: Author): Promise<Ed25519Signer> {
  const saved = await loadSignerKey(author.keyOwner);
  if (author.layer === 'L2') {
    if (saved) return signerFromKeyPair(saved.keyPair);
    const pair = await generateSignerKey();
    await saveSignerKey(author.keyOwner, pair);
    return signerFromKeyPair(pair);
  }
  if (!saved && (author.approvedInFarcaster || author.registeredKey === null)) {
    throw new SignerUnavailableError(
      `Enable posting to post as FID ${author.fid}: Castline holds no key for it in this browser yet. Choose "Enable posting" in the account menu and approve the key in the Farcaster app.`,
    );
  }
  if (!saved) {
    throw new SignerUnavailableError(`The signer key of FID ${author.fid} is not in this browser. Add it in Settings under “Signer key”.`);
  }
  const signer = await signerFromKeyPair(saved.keyPair);
  if (typeof author.registeredKey === 'string' && toHex(signer.publicKey) !== author.registeredKey) {
    throw new SignerUnavailableError(
      `The signer key in this browser is not the one registered for FID ${author.fid}. Replace it in Settings under “Signer key”.`,
    );
  }
  return signer;
}
