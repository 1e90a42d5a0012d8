import { useEffect, useRef } from 'react';
import { accountKey } from '../../auth/handover';
import { useAccounts } from '../../services/useAccounts';
import { useSession } from '../../services/useSession';
import { forgetKeysWithHeaders, keepReadsOf } from './keptReads';

/**
 * Signing out forgets what the worker kept of the gateway's answers for the account (they carry its
 * own view: its notifications, bookmarks, viewer flags), and for any other account no longer signed
 * in here, even an answer to a read still under way. A session that ran out, or a switch to another
 * account held here, keeps them. On start, any kept read whose key holds a credential goes.
 */
export function useForgetReadsOnSignOut(): void {
  const { identity, expired } = useSession();
  const listed = useAccounts()
    .accounts.map((held) => accountKey(held.identity))
    .join('\n');
  const wasSignedIn = useRef(identity !== null);
  // One change at a time: a list written late would undo a newer one.
  const changes = useRef<Promise<void> | null>(null);
  useEffect(() => {
    const signingOut = wasSignedIn.current && identity === null && !expired;
    wasSignedIn.current = identity !== null;
    if (!('caches' in window)) return;
    const accounts = listed === '' ? [] : listed.split('\n');
    changes.current = (changes.current ?? forgetKeysWithHeaders(caches))
      .then(() => keepReadsOf(caches, accounts, signingOut))
      .catch(() => {
        // Cache Storage can refuse (private browsing, a full disk); the next change tries again.
      });
  }, [identity, expired, listed]);
}
