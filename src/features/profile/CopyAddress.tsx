import { useState } from 'react';
import { shortAddress } from '../../components/shortAddress';

/** An address, shortened, with a button that copies it whole. */
export function CopyAddress({ address, what }: { address: string; what: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <code title={address} className="rounded bg-zinc-100 px-1.5 py-0.5 text-sm dark:bg-zinc-800">
        {shortAddress(address)}
      </code>
      <button type="button" className="btn btn-quiet px-2.5 py-1 text-xs" onClick={() => void copy()} aria-label={`Copy ${what}`}>
        Copy
      </button>
      <span role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
        {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Could not copy' : ''}
      </span>
    </span>
  );
}
