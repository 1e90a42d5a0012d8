import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { castPath } from '../../app/routePaths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { useSession } from '../../services/useSession';
import { deleteDraft, type DraftContext } from '../../widgets/composer/draftStore';
import { draftSummary } from '../../widgets/composer/draftSummary';
import { DraftLines } from '../../widgets/composer/DraftLines';
import { retryQueued } from '../../widgets/composer/outbox';
import { announceOutboxChange } from '../../widgets/composer/outboxSignal';
import { postedFromOutbox, subscribePosted } from './outboxActivity';
import { queuedStateText } from './outboxWords';
import { useConnection } from './useConnection';
import { useOutbox } from './useOutbox';

const linkClass = 'font-semibold text-violet-700 hover:underline dark:text-violet-300';

/** `/outbox`: casts written offline, waiting to be signed and sent, each with its state; and those this tab has sent. */
export function OutboxPage() {
  useDocumentTitle('Outbox');
  const session = useSession();
  const connection = useConnection();
  const online = connection.online && !connection.unreachable;
  const { owner, outbox } = useOutbox();
  const posted = useSyncExternalStore(subscribePosted, postedFromOutbox);
  const [confirming, setConfirming] = useState<DraftContext | null>(null);
  const canSend = session.identity !== null && !session.expired;
  const now = Date.now();

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Casts written while offline wait here, in this browser, and are signed and sent in order once the connection returns.
      </p>
      {outbox.length === 0 && posted.length === 0 ? (
        <p className="text-sm">Nothing is waiting. A cast you post while offline waits here until it can be sent.</p>
      ) : (
        <ul aria-label="Outbox" className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {outbox.map((saved) => {
            const { kind, firstLine } = draftSummary(saved);
            const queued = saved.draft.queued!;
            return (
              <li key={saved.context} className="flex flex-col gap-2 px-3 py-3" aria-label={firstLine}>
                <DraftLines kind={kind} firstLine={firstLine} at={queued.at} when="written " now={now} />
                <p className={`text-sm ${queued.state === 'failed' ? 'text-red-700 dark:text-red-300' : ''}`} data-testid="outbox-state">
                  {queuedStateText(queued, { online, canSend })}
                </p>
                {confirming === saved.context ? (
                  <ConfirmDelete
                    question="Delete this cast?"
                    onDelete={() => {
                      deleteDraft(localStorage, owner, saved.context);
                      setConfirming(null);
                      announceOutboxChange();
                    }}
                    onKeep={() => setConfirming(null)}
                  />
                ) : (
                  queued.state !== 'sending' && (
                    <div className="flex gap-2">
                      {queued.state === 'failed' && (
                        <button
                          type="button"
                          className="btn btn-primary"
                          aria-label={`Retry: ${firstLine}`}
                          onClick={() => {
                            retryQueued(localStorage, owner, saved.context);
                            announceOutboxChange();
                          }}
                        >
                          Retry
                        </button>
                      )}
                      <button type="button" className="btn btn-quiet" aria-label={`Delete: ${firstLine}`} onClick={() => setConfirming(saved.context)}>
                        Delete
                      </button>
                    </div>
                  )
                )}
              </li>
            );
          })}
          {posted.map((entry) => (
            <li key={entry.context} className="flex flex-col gap-2 px-3 py-3" aria-label={entry.text}>
              <p className="line-clamp-2 break-words font-medium [overflow-wrap:anywhere]" dir="auto">
                {entry.text}
              </p>
              <p className="text-sm" data-testid="outbox-state">
                Posted.{' '}
                <Link to={castPath(entry.cast.hash)} className={linkClass}>
                  View your cast
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
