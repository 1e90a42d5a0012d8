import type { AddSignerProgress } from './fidRegistry';

/** 0x1234abcd…90ef: enough of a 32-byte key to tell it from another. */
export function shortKey(key: string): string {
  return key.length > 16 ? `${key.slice(0, 10)}…${key.slice(-4)}` : key;
}

/** What `Signer not found` (far.quest: `Invalid token`) on an FID sign-in means, in words. */
export function signerNotFoundText(fid: number, key: string): string {
  return (
    `The gateway found no active signer ${shortKey(key)} for FID ${fid}: that key was never added to FID ${fid} on chain, ` +
    'or the custody address removed it. Add a signer to sign in with this FID.'
  );
}

export function addSignerProgressText(progress: AddSignerProgress): string {
  switch (progress.step) {
    case 'switching-chain':
      return 'Check your wallet: it asks to switch to the chain of the Farcaster registries.';
    case 'signing-request':
      return 'Check your wallet: it asks you to sign a request to add the new signer key to your FID (free, no transaction).';
    case 'sending':
      return 'Check your wallet: it asks you to send the transaction that adds the signer.';
    case 'pending':
      return 'Transaction pending: waiting for the chain to include it.';
  }
}
