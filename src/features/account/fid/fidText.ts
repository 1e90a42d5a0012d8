import { isGatewayError } from '../../../api/errors';
import { AppError, isWalletRejection } from '../../../errors/appError';
import { describeError } from '../../../errors/describeError';
import type { AddSignerProgress } from './fidRegistry';
import type { GaslessProgress } from './gaslessSigner';

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

export function gaslessProgressText(progress: GaslessProgress): string {
  switch (progress.step) {
    case 'switching-chain':
      return 'Check your wallet: it asks to switch to Ethereum, the chain the key’s signatures name (nothing is sent there).';
    case 'signing-request':
      return 'Check your wallet: it asks you to sign a request for the new key (1 of 2; free, no transaction).';
    case 'signing-key-add':
      return 'Check your wallet: it asks you to sign the key’s addition to your FID (2 of 2; free, no transaction).';
    case 'sending':
      return 'Sending the key to the Farcaster node…';
    case 'confirming':
      return 'Waiting for the Farcaster node to list the key…';
  }
}

/** A wallet's or chain's failure in words: a refusal in the wallet, or its own message. */
export function walletProblem(error: unknown): string {
  if (error instanceof AppError || isWalletRejection(error)) return describeError(error);
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  return describeError(new AppError('wallet', 'The wallet or the chain refused.', { details: typeof short === 'string' ? short : null, cause: error }));
}

/** Why adding a key without gas failed: the node's refusal in its words, a node out of reach, or the wallet. */
export function gaslessFailureText(error: unknown): string {
  if (isGatewayError(error) && !isWalletRejection(error)) {
    const words = error.serverMessage ?? '';
    if (error.status === 400 && words.startsWith('The Farcaster node refused')) return words;
    if (error.status === 503) return `Can't reach the Farcaster node this gateway sends to. Try again in a moment. (${words})`;
  }
  return walletProblem(error);
}
