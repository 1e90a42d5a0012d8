import { useSession } from '../../services/useSession';

/** Holds the place of the one-line box while its code arrives, at the box's own height. */
export const compactSkeleton = <div aria-hidden="true" className="h-[4.25rem] border-b border-zinc-200 dark:border-zinc-800" />;

/** Someone is signed in, or was and can sign in again to post what they write. */
export function useCanPost(): boolean {
  const session = useSession();
  return session.identity !== null || session.expired;
}
