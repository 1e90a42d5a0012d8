import { useEffect, useId, useState, type ReactNode } from 'react';
import { useConfig, useReadContract } from 'wagmi';
import { isGatewayError } from '../../../api/errors';
import { useServices } from '../../../services/services';
import type { Address } from '../../../auth/session';
import { signIn } from '../../../auth/signIn';
import { useSession } from '../../../services/useSession';
import { toHex } from '../../../farcaster/hex';
import { generateSignerKey, signerFromKeyPair } from '../../../farcaster/signer';
import { loadSignerKey, saveSignerKey } from '../../../farcaster/signerKeyStore';
import { PrivateKeyForm } from '../signer/PrivateKeyForm';
import { addSigner, AddSignerError, fidLookup, type AddSignerProgress } from './fidRegistry';
import { addSignerProgressText, gaslessProgressText, shortKey, signerNotFoundText, walletProblem } from './fidText';
import { useAddWithoutGas } from './useAddWithoutGas';
import type { RegistryChain } from '../../../wallet/registryChain';

type Transaction = { state: 'confirmed'; hash: string } | { state: 'failed'; hash: string | null; message: string };

async function publicKeyOf(pair: CryptoKeyPair): Promise<Address> {
  return toHex((await signerFromKeyPair(pair)).publicKey);
}

interface Props {
  chain: RegistryChain | null;
  address: Address;
  signMessage: (message: string) => Promise<Address>;
}

/**
 * FID mode: finds the FID the connected address holds, adds a signer key for it on chain (or uses an
 * existing one) and signs in with that key, so posts go to Farcaster (L1).
 */
export function FarcasterAccount({ chain, address, signMessage }: Props) {
  const { gateway, session } = useServices();
  const config = useConfig();
  const busySigningIn = useSession().step !== 'idle';
  const owner = address.toLowerCase();
  // The registry is read once the person asks, for the address they asked about.
  const [lookupFor, setLookupFor] = useState<string | null>(null);
  const lookup = useReadContract(fidLookup(chain, address, lookupFor === owner));
  const [savedKey, setSavedKey] = useState<Address | null>(null);
  const [progress, setProgress] = useState<AddSignerProgress | null>(null);
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const [missingSigner, setMissingSigner] = useState<{ fid: number; key: string } | null>(null);
  const headingId = useId();
  const fid = lookup.isSuccess ? lookup.data : null;
  const gasless = useAddWithoutGas(fid, address, async (added, pair, key) => {
    await saveSignerKey(owner, pair);
    setSavedKey(key);
    await signInWithKey(added, key);
  });

  useEffect(() => {
    let current = true;
    setMissingSigner(null);
    setTransaction(null);
    void loadSignerKey(owner).then(async (saved) => {
      const key = saved ? await publicKeyOf(saved.keyPair) : null;
      if (current) setSavedKey(key);
    });
    return () => {
      current = false;
    };
  }, [owner]);

  if (!chain) {
    return (
      <Frame headingId={headingId}>
        <p className="text-sm">This gateway does not say which chain holds its Farcaster accounts, so FID sign-in is not offered here.</p>
      </Frame>
    );
  }

  const registry: RegistryChain = chain;

  function lookUpFid() {
    if (lookupFor === owner) void lookup.refetch();
    else setLookupFor(owner);
  }

  async function signInWithKey(fid: number, key: Address): Promise<boolean> {
    setMissingSigner(null);
    const ok = await signIn(gateway, session, { address, signMessage, fidMode: { fid: String(fid), signerKey: key } });
    // The session keeps the failed sign-in's typed error: a key the chain does not list can be added.
    if (!ok && isGatewayError(session.getState().error, 'signer-not-found')) setMissingSigner({ fid, key });
    return ok;
  }

  async function addNewSigner(fid: number) {
    setTransaction(null);
    setMissingSigner(null);
    gasless.reset();
    try {
      const pair = await generateSignerKey();
      const key = await publicKeyOf(pair);
      const hash = await addSigner(config, registry, { custody: address, fid, key }, setProgress);
      setTransaction({ state: 'confirmed', hash });
      await saveSignerKey(owner, pair);
      setSavedKey(key);
      setProgress(null);
      await signInWithKey(fid, key);
    } catch (error) {
      setTransaction({ state: 'failed', hash: error instanceof AddSignerError ? error.hash : null, message: walletProblem(error) });
    } finally {
      setProgress(null);
    }
  }

  async function signInWithImportedKey(fid: number, pair: CryptoKeyPair) {
    const key = await publicKeyOf(pair);
    // Kept only once the gateway accepts it, so a wrong key never replaces a working one.
    if (await signInWithKey(fid, key)) {
      await saveSignerKey(owner, pair);
      setSavedKey(key);
    }
  }

  function addWithoutGas() {
    setTransaction(null);
    setMissingSigner(null);
    void gasless.start();
  }

  const reading = lookup.isFetching;
  const working = progress !== null || gasless.progress !== null || busySigningIn;

  return (
    <Frame headingId={headingId}>
      <p className="text-sm">
        With a Farcaster account (an FID) owned by this address, you sign in with a signer key registered for it on chain, and your
        posts go to Farcaster (L1) instead of staying on Castline (L2).
      </p>
      {!lookup.isSuccess && (
        <button type="button" className="btn btn-quiet self-start" disabled={reading} onClick={lookUpFid}>
          {reading ? 'Reading the registry…' : 'Connect Farcaster account'}
        </button>
      )}
      {lookup.isError && !reading && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The chain at {chain.rpcUrl} could not be read. Try again in a moment.
        </p>
      )}
      {lookup.isSuccess && fid === null && (
        <p className="text-sm" data-testid="fid-lookup">
          This address has no Farcaster account (no FID in the IdRegistry on chain {chain.chainId}).
        </p>
      )}
      {fid !== null && (
        <>
          <p className="text-sm" data-testid="fid-lookup">
            Farcaster account: <span className="font-semibold">FID {fid}</span>
            {savedKey && (
              <>
                {' '}
                · signer key in this browser <span className="font-mono">{shortKey(savedKey)}</span>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {savedKey && (
              <button type="button" className="btn btn-primary" disabled={working} onClick={() => void signInWithKey(fid, savedKey)}>
                Sign in with FID {fid}
              </button>
            )}
            <button type="button" className="btn btn-quiet" disabled={working} onClick={() => void addNewSigner(fid)}>
              Add a new signer
            </button>
            {gasless.offered && (
              <button type="button" className="btn btn-quiet" disabled={working} onClick={addWithoutGas}>
                Add without gas
              </button>
            )}
          </div>
          {gasless.offered && (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              Without gas, the key is added by a message your wallet signs and the Farcaster node checks: no transaction, and it
              expires after 30 days without a post.
            </p>
          )}
          {missingSigner && (
            <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-400 p-3 text-sm" data-testid="signer-not-found">
              <p>{signerNotFoundText(missingSigner.fid, missingSigner.key)}</p>
              <button type="button" className="btn btn-primary self-start" disabled={working} onClick={() => void addNewSigner(missingSigner.fid)}>
                Add a signer
              </button>
            </div>
          )}
          <p aria-live="polite" className="min-h-5 text-sm font-medium" data-testid="add-signer-status">
            {progress && addSignerProgressText(progress)}
            {progress?.step === 'pending' && <TxHash hash={progress.hash} />}
            {!progress && transaction?.state === 'confirmed' && (
              <>
                Signer added: transaction confirmed. <TxHash hash={transaction.hash} />
              </>
            )}
            {!progress && transaction?.state === 'failed' && (
              <span className="text-red-700 dark:text-red-400">
                Adding the signer failed. {transaction.message} {transaction.hash && <TxHash hash={transaction.hash} />}
              </span>
            )}
            {gasless.progress && gaslessProgressText(gasless.progress)}
            {!gasless.progress && gasless.outcome?.state === 'added' && 'Signer added without gas: the Farcaster node lists it.'}
            {!gasless.progress && gasless.outcome?.state === 'failed' && (
              <span className="text-red-700 dark:text-red-400">Adding the signer without gas failed. {gasless.outcome.message}</span>
            )}
          </p>
          <PrivateKeyForm
            label="Use an existing signer (its private key, hex; it stays in this browser)"
            submitLabel="Sign in with this key"
            disabled={working}
            onKey={(pair) => signInWithImportedKey(fid, pair)}
          />
        </>
      )}
    </Frame>
  );
}

function TxHash({ hash }: { hash: string }) {
  return (
    <span className="block break-all font-mono text-xs font-normal" data-testid="add-signer-tx">
      Transaction {hash}
    </span>
  );
}

function Frame({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <h3 id={headingId} className="font-semibold">
        Farcaster account (FID sign-in)
      </h3>
      {children}
    </section>
  );
}
