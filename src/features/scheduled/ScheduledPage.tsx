import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CastHash } from '../../api/model';
import { castPath, composePath } from '../../app/routePaths';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { toAppError } from '../../errors/appError';
import { describeError } from '../../errors/describeError';
import { useScheduledCasts } from '../../queries/scheduledQuery';
import { useSession } from '../../services/useSession';
import { publishTimeText } from '../../widgets/composer/scheduleTime';
import { useCancelScheduled } from '../../writes/useScheduleCast';

/** `/scheduled`: the account's casts kept by the gateway for later, the soonest first, each with Cancel. */
export function ScheduledPage() {
  useDocumentTitle('Scheduled casts');
  const { identity } = useSession();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Scheduled casts</h1>
      {identity ? <ScheduledList /> : <p className="text-sm">Sign in to see the casts you have scheduled.</p>}
    </div>
  );
}

function ScheduledList() {
  const scheduled = useScheduledCasts();
  const cancel = useCancelScheduled();
  const [confirming, setConfirming] = useState<CastHash | null>(null);
  const [cancelling, setCancelling] = useState<CastHash | null>(null);
  if (scheduled.isPending) return <p className="text-sm">Loading your scheduled casts…</p>;
  if (scheduled.isError) return <p role="alert" className="text-sm text-red-700 dark:text-red-400">Your scheduled casts could not be read. {describeError(scheduled.error)}</p>;
  if (scheduled.data === null) {
    return <p className="text-sm">This gateway does not schedule casts: the public service has no place to keep one until its time. Casts you post go out at once.</p>;
  }
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Each was signed in this browser for its time; the gateway keeps it unpublished until then. Times are in your time zone.
      </p>
      {cancel.error !== null &&
        (toAppError(cancel.error).kind === 'not-found' ? (
          // The list on screen was behind: the cast had left it already, and the list is read again.
          <p role="status" className="text-sm">
            That cast was no longer scheduled: it had already been cancelled or published, perhaps from another tab.
          </p>
        ) : (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Not cancelled. {describeError(cancel.error)}
          </p>
        ))}
      {cancel.data && 'published' in cancel.data && (
        <p role="status" className="text-sm">
          Too late to cancel: the gateway had already published it.{' '}
          <Link to={castPath(cancel.data.published)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
            Open the cast
          </Link>
        </p>
      )}
      {scheduled.data.length === 0 ? (
        <p className="text-sm">
          Nothing scheduled. In the composer, <span className="font-semibold">Schedule…</span> picks a time for a cast.{' '}
          <Link to={composePath(new URLSearchParams())} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
            Write a cast
          </Link>
        </p>
      ) : (
        <ul aria-label="Scheduled casts" className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {scheduled.data.map((cast) => (
            <li key={cast.hash} className="flex flex-col gap-2 px-3 py-3">
              <time dateTime={new Date(cast.publishAt).toISOString()} className="text-sm text-zinc-600 dark:text-zinc-400">
                {publishTimeText(cast.publishAt)}
              </time>
              <p className="line-clamp-3 break-words font-medium [overflow-wrap:anywhere]" dir="auto">
                {cast.text === '' ? 'A cast without text' : cast.text}
              </p>
              {cast.failure && <p className="text-sm text-red-700 dark:text-red-400">Not published at its time: {cast.failure}</p>}
              {cast.retry && (
                <p className="text-sm text-amber-800 dark:text-amber-300">
                  Not published yet: {cast.retry.reason} The gateway tries again at {publishTimeText(cast.retry.at)}.
                </p>
              )}
              {confirming === cast.hash ? (
                <ConfirmDelete
                  question={cast.failure ? 'Remove this cast from the list?' : 'Cancel this scheduled cast?'}
                  confirm={cast.failure ? 'Yes, remove it' : 'Yes, cancel it'}
                  onDelete={() => {
                    setConfirming(null);
                    setCancelling(cast.hash);
                    cancel.mutate(cast.hash, { onSettled: () => setCancelling(null) });
                  }}
                  onKeep={() => setConfirming(null)}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn-quiet w-fit"
                  disabled={cancel.isPending}
                  aria-label={`Cancel: ${cast.text === '' ? publishTimeText(cast.publishAt) : cast.text}`}
                  onClick={() => setConfirming(cast.hash)}
                >
                  {cancelling === cast.hash ? 'Cancelling…' : cast.failure ? 'Remove' : 'Cancel'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
