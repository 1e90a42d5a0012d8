import type { QueryCache } from '@tanstack/react-query';
import { toAppError } from '../../errors/appError';

/**
 * Whether this device can reach the gateway: the browser's own word (online/offline events), and a
 * probe of the gateway (api/reachability) asked at start, when the browser's word changes, after a read
 * fails for want of a network, and every few seconds while nothing answers.
 */
export interface Connection {
  online: boolean;
  unreachable: boolean;
}

export const connectionText = (connection: Connection): string | null =>
  !connection.online
    ? "You're offline — showing what this device has already read."
    : connection.unreachable
      ? "Can't reach the gateway — showing what this device has already read."
      : null;

/** Calls `failed` whenever a read in `cache` fails for want of a network. */
export function watchFailedReads(cache: QueryCache, failed: () => void): () => void {
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && toAppError(event.action.error).kind === 'network') failed();
  });
}
