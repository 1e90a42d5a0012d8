import { sessionStatus } from '../../auth/session';
import { useSession } from '../../auth/useSession';

/** Says plainly when the session has run out; the page and anything typed stay as they are. */
export function SessionBanner() {
  const state = useSession();
  if (sessionStatus(state) !== 'expired') return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Your session has expired. Sign in again to continue; nothing you typed is lost.
    </div>
  );
}
