import { useEffect, useId, useState } from 'react';
import { signedInWithFarcaster, signerKeyChanged } from '../../auth/farcasterAccount';
import { toHex } from '../../farcaster/hex';
import { signerFromKeyPair } from '../../farcaster/signer';
import { loadSignerKey } from '../../farcaster/signerKeyStore';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { browserPostingKeys } from '../../widgets/enablePosting/postingKeys';
import { currentAuthor } from '../../writes/currentAuthor';
import { shortKey } from './fid/fidText';
import { keyOnChainText, keyOriginText, revokeText, type KeyOnChain } from './yourKeysText';

/**
 * "Your keys" in the account menu, for a Farcaster account (L1): the key this browser posts with, how
 * it was added and how it stands in the KeyRegistry; an account signed in with Farcaster can forget it
 * here (it then needs "Enable posting" again), and is told where it is revoked everywhere.
 */
export function YourKeys() {
  const { settings, session } = useServices();
  const state = useSession();
  const author = currentAuthor(state);
  const owner = author?.layer === 'L1' ? author.keyOwner : null;
  const fid = author?.fid ?? null;
  const approvedInFarcaster = signedInWithFarcaster(state);
  const [key, setKey] = useState<`0x${string}` | null | undefined>(undefined);
  const [onChain, setOnChain] = useState<KeyOnChain>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!owner || !fid) return;
    let current = true;
    setOnChain('checking');
    void (async () => {
      const saved = await loadSignerKey(owner).catch(() => null);
      const publicKey = saved ? toHex((await signerFromKeyPair(saved.keyPair)).publicKey) : null;
      if (!current) return;
      setKey(publicKey);
      if (!publicKey) return;
      // The chain reader (viem) loads only once a key is shown.
      const [{ loadRegistryChain }, { keyStateOnChain }] = await Promise.all([import('../../wallet/loadRegistryChain'), import('../../wallet/keyRegistryRead')]);
      const chain = await loadRegistryChain(settings);
      const read: KeyOnChain = chain ? await keyStateOnChain(chain, fid, publicKey).catch(() => 'unknown' as const) : 'unknown';
      if (current) setOnChain(read);
    })();
    return () => {
      current = false;
    };
  }, [owner, fid, settings]);

  if (!owner || !fid || key === undefined) return null;

  const account = fid;
  async function remove() {
    setProblem(null);
    try {
      await browserPostingKeys.forget(Number(account));
      setKey(null);
      const forgotten = signerKeyChanged(session.getState(), account, null);
      if (forgotten) session.dispatch(forgotten);
    } catch {
      setProblem('The key could not be removed from this browser.');
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1 border-t border-zinc-200 px-2 pt-2 dark:border-zinc-700">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
        Your keys
      </h3>
      {key ? (
        <>
          <p className="text-xs" data-testid="your-key">
            <span className="font-mono">{shortKey(key)}</span>
            <br />
            {keyOriginText(approvedInFarcaster)} · {keyOnChainText(onChain)}
          </p>
          {approvedInFarcaster && (
            <button type="button" className="menu-item -mx-2 w-[calc(100%+1rem)]" onClick={() => void remove()}>
              Remove from this browser
            </button>
          )}
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{revokeText(approvedInFarcaster)}</p>
        </>
      ) : (
        <p className="text-xs">This browser holds no key to post with for this account.</p>
      )}
      {problem && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </section>
  );
}
