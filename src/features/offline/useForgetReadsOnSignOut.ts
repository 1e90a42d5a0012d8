import { useEffect, useRef } from 'react';
import { GATEWAY_READS_CACHE } from '../../config/offlineCache';
import { useSession } from '../../services/useSession';

/**
 * Signing out forgets what the worker kept of the gateway's answers (they carry the account's own view:
 * its notifications, bookmarks, viewer flags). A session that ran out, or a switch to another account
 * held here, keeps them.
 */
export function useForgetReadsOnSignOut(): void {
  const { identity, expired } = useSession();
  const wasSignedIn = useRef(identity !== null);
  useEffect(() => {
    if (wasSignedIn.current && identity === null && !expired && 'caches' in window) void caches.delete(GATEWAY_READS_CACHE);
    wasSignedIn.current = identity !== null;
  }, [identity, expired]);
}
