import { useEffect, useMemo, useState } from 'react';
import { useConfig } from 'wagmi';
import { gaslessSignerCalls } from '../../../api/gaslessSigners';
import { toHex } from '../../../farcaster/hex';
import { generateSignerKey, signerFromKeyPair } from '../../../farcaster/signer';
import { useServices } from '../../../services/services';
import { gaslessFailureText } from './fidText';
import { addSignerWithoutGas, type GaslessProgress, wagmiCustody } from './gaslessSigner';

type Address = `0x${string}`;

export type GaslessOutcome = { state: 'added' } | { state: 'failed'; message: string };

/**
 * "Add without gas" for the custody's FID: offered once the gateway says it sends to a Farcaster node
 * (its signers route answers; a 404 hides it, any other failure is told when the person tries). A new
 * non-extractable key is added as a KEY_ADD; `onAdded` keeps it and signs in with it.
 */
export function useAddWithoutGas(fid: number | null, custody: Address, onAdded: (fid: number, pair: CryptoKeyPair, key: Address) => Promise<void>) {
  const { gateway } = useServices();
  const config = useConfig();
  const calls = useMemo(() => gaslessSignerCalls(gateway.config), [gateway]);
  const [offered, setOffered] = useState(false);
  const [progress, setProgress] = useState<GaslessProgress | null>(null);
  const [outcome, setOutcome] = useState<GaslessOutcome | null>(null);

  useEffect(() => {
    let current = true;
    setOffered(false);
    setOutcome(null);
    if (fid !== null) {
      calls.signers(fid).then(
        (signers) => current && setOffered(signers !== null),
        () => current && setOffered(true),
      );
    }
    return () => {
      current = false;
    };
  }, [calls, fid]);

  async function start(): Promise<void> {
    if (fid === null) return;
    setOutcome(null);
    try {
      const pair = await generateSignerKey();
      const key = await signerFromKeyPair(pair);
      await addSignerWithoutGas(calls, { custody: wagmiCustody(config, custody), fid, key }, setProgress);
      setProgress(null);
      setOutcome({ state: 'added' });
      await onAdded(fid, pair, toHex(key.publicKey));
    } catch (error) {
      setOutcome({ state: 'failed', message: gaslessFailureText(error) });
    } finally {
      setProgress(null);
    }
  }

  return { offered, progress, outcome, start, reset: () => setOutcome(null) };
}
