import { useSyncExternalStore } from 'react';
import { useServices } from '../../services/services';
import { sessionStatus } from '../../auth/session';
import { useSession } from '../../services/useSession';
import { useSignInErrorUntilReconnect } from './useSignInErrorUntilReconnect';

const bannerClass =
  'border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

/**
 * Says plainly when the session has run out (the page and anything typed stay as they are),
 * and when requests are being held back to stay within the gateway's rate limits. Mounted for as
 * long as the shell is, it also takes back a sign-in's "Can't reach the gateway" once it answers.
 */
export function SessionBanner() {
  const { gateway } = useServices();
  const state = useSession();
  useSignInErrorUntilReconnect();
  const budget = useSyncExternalStore(gateway.budget.subscribe, gateway.budget.getStatus);
  return (
    <div role="status" aria-live="polite">
      {sessionStatus(state) === 'expired' && (
        <p className={bannerClass}>Your session has expired. Sign in again to continue; nothing you typed is lost.</p>
      )}
      {budget.slowedDown && <p className={bannerClass}>Slowed down to stay within the gateway's limits…</p>}
    </div>
  );
}
