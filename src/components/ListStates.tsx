import type { ReactNode } from 'react';
import { describeError } from '../errors/describeError';

/** A read failed: what happened, in words, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div role="alert" className="m-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p>{describeError(error)}</p>
      <button type="button" className="btn btn-quiet mt-3" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="px-4 py-12 text-center text-zinc-600 dark:text-zinc-400">{children}</p>;
}
