import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { localOwnerOf } from '../../auth/lastAccount';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { useSession } from '../../services/useSession';
import { draftHref } from '../../widgets/composer/composeLink';
import { deleteDraft, listDrafts, type DraftContext } from '../../widgets/composer/draftStore';
import { draftSummary } from '../../widgets/composer/draftSummary';
import { DraftLines } from '../../widgets/composer/DraftLines';

/** Re-renders when the drafts change here (`changed`) or in another tab; they are read from storage on each render. */
function useDraftChanges(): () => void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);
  return () => setVersion((v) => v + 1);
}

/** `/drafts`: every draft of the account, newest first, to continue or delete. They are kept in this browser. */
export function DraftsPage() {
  useDocumentTitle('Drafts');
  const owner = localOwnerOf(useSession(), localStorage);
  const reread = useDraftChanges();
  const drafts = listDrafts(localStorage, owner);
  const [confirming, setConfirming] = useState<DraftContext | null>(null);
  const now = Date.now();

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Drafts</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Drafts are kept in this browser, for {owner === 'signed-out' ? 'whoever signs in next' : 'this account'}, until they are posted or deleted.
      </p>
      {drafts.length === 0 ? (
        <p className="text-sm">
          No drafts. Anything you write is kept here until it is posted; <span className="font-semibold">Keep as draft</span> in the composer sets a cast
          aside and starts another.
        </p>
      ) : (
        <ul aria-label="Drafts" className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {drafts.map((saved) => {
            const { kind, firstLine } = draftSummary(saved);
            return (
              <li key={saved.context} className="flex flex-col gap-2 px-3 py-3">
                <DraftLines kind={kind} firstLine={firstLine} at={saved.draft.updatedAt} now={now} />
                {confirming === saved.context ? (
                  <ConfirmDelete
                    question="Delete this draft?"
                    onDelete={() => {
                      deleteDraft(localStorage, owner, saved.context);
                      setConfirming(null);
                      reread();
                    }}
                    onKeep={() => setConfirming(null)}
                  />
                ) : (
                  <div className="flex gap-2">
                    <Link to={draftHref(saved.context)} className="btn btn-primary" aria-label={`Continue: ${firstLine}`}>
                      Continue
                    </Link>
                    <button type="button" className="btn btn-quiet" aria-label={`Delete: ${firstLine}`} onClick={() => setConfirming(saved.context)}>
                      Delete
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
