import { useId, useState, type FormEvent } from 'react';
import { importSignerKey, SignerKeyError } from '../../../farcaster/signer';
import { parsePrivateKeyHex } from './privateKeyInput';

interface PrivateKeyFormProps {
  label: string;
  submitLabel: string;
  disabled?: boolean;
  /** Receives the key imported as non-extractable; the typed text and the raw bytes are already wiped. */
  onKey(pair: CryptoKeyPair): Promise<void> | void;
}

/** "Use an existing key": a private key pasted in, turned into a key the page itself can no longer read. */
export function PrivateKeyForm({ label, submitLabel, disabled = false, onKey }: PrivateKeyFormProps) {
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const seed = parsePrivateKeyHex(secret);
    setSecret('');
    if (!seed) {
      setProblem('A private key is 64 hexadecimal digits (32 bytes), with or without 0x.');
      return;
    }
    let pair: CryptoKeyPair;
    try {
      pair = await importSignerKey(seed);
    } catch (error) {
      setProblem(error instanceof SignerKeyError ? error.message : 'This browser could not import the key.');
      return;
    } finally {
      seed.fill(0);
    }
    await onKey(pair);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          className="field min-w-0 flex-1 font-mono"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={secret}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setSecret(e.target.value)}
        />
        <button type="submit" className="btn btn-quiet" disabled={disabled}>
          {submitLabel}
        </button>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}
