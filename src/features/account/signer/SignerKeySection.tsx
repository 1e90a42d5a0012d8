import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSession } from '../../../services/useSession';
import { generateSignerKey, signerFromKeyPair, SignerKeyError } from '../../../farcaster/signer';
import { loadSignerKey, removeSignerKey, saveSignerKey } from '../../../farcaster/signerKeyStore';
import { toHex } from '../../../farcaster/hex';
import { currentAuthor } from '../../../writes/currentAuthor';
import { PrivateKeyForm } from './PrivateKeyForm';

interface KeyInfo {
  publicKey: string;
  createdAt: number;
}

async function readKey(owner: string): Promise<KeyInfo | null> {
  const saved = await loadSignerKey(owner);
  if (!saved) return null;
  const signer = await signerFromKeyPair(saved.keyPair);
  return { publicKey: toHex(signer.publicKey), createdAt: saved.createdAt };
}

/** The signer key of the connected wallet: its public half, and replacing, importing or removing it. */
export function SignerKeySection() {
  const session = useSession();
  const owner = currentAuthor(session)?.keyOwner ?? session.address?.toLowerCase() ?? null;
  const [key, setKey] = useState<KeyInfo | null | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const refresh = useCallback(async () => {
    setKey(owner ? await readKey(owner) : null);
  }, [owner]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!owner) {
    return (
      <SectionFrame>
        <p className="text-sm">Connect a wallet to see or manage the key that signs your casts.</p>
      </SectionFrame>
    );
  }

  const run = async (work: () => Promise<void>, done: string) => {
    setProblem(null);
    setStatus('');
    try {
      await work();
      await refresh();
      setStatus(done);
    } catch (error) {
      setProblem(error instanceof SignerKeyError ? error.message : 'The key could not be saved in this browser.');
    }
  };


  return (
    <SectionFrame>
      <p className="text-sm">
        Casts, likes and follows are signed in this browser with an Ed25519 key kept by the browser itself: pages can ask it to
        sign, but nothing can read the private key out.
      </p>
      {key === undefined ? (
        <p className="text-sm">Looking for a key…</p>
      ) : key ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Public key</dt>
          <dd className="break-all font-mono" data-testid="signer-public-key">
            {key.publicKey}
          </dd>
          <dt className="font-semibold">Created</dt>
          <dd>{new Date(key.createdAt).toLocaleString()}</dd>
        </dl>
      ) : (
        <p className="text-sm">No key yet: one is created the first time you post.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-quiet" onClick={() => void run(async () => saveSignerKey(owner, await generateSignerKey()), 'A new key was created.')}>
          {key ? 'Replace with a new key' : 'Create a key now'}
        </button>
        {key && (
          <button type="button" className="btn btn-quiet" onClick={() => void run(() => removeSignerKey(owner), 'The key was removed from this browser.')}>
            Remove the key
          </button>
        )}
      </div>
      <PrivateKeyForm
        label="Use an existing key (private key, hex)"
        submitLabel="Use this key"
        onKey={(pair) => run(() => saveSignerKey(owner, pair), 'The key is saved. This browser signs with it from now on.')}
      />
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm">
        {status}
      </p>
    </SectionFrame>
  );
}

function SectionFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="signer-key-heading" className="flex flex-col gap-3">
      <h2 id="signer-key-heading" className="text-lg font-semibold">
        Signer key
      </h2>
      {children}
    </section>
  );
}
