import { Link } from 'react-router-dom';
import type { Fid } from '../../api/model';
import { castPath, draftsPath, outboxPath, scheduledPath } from '../../app/routePaths';
import { EnablePostingNotice } from '../enablePosting/EnablePostingNotice';
import { publishStatusText, type PublishState } from './publishState';

const LINK = 'font-semibold text-violet-700 hover:underline dark:text-violet-300';

export interface PublishStatusProps {
  state: PublishState;
  /** Which cast of a thread is on its way, while a thread is posted. */
  thread: { part: number; of: number } | null;
  /** A post waits for the person to sign in again. */
  waitingForSignIn: boolean;
  signedOut: boolean;
  /** The account that would post needs a key first (Enable posting). */
  needsKeyFor: Fid | null;
  onEnablePosting(): void;
  keptAside: boolean;
  uploading: boolean;
}

/** The composer's live line: how the post goes, and the way to what it became (the cast, the Outbox, the scheduled list, Drafts). */
export function PublishStatus({ state, thread, waitingForSignIn, signedOut, needsKeyFor, onEnablePosting, keptAside, uploading }: PublishStatusProps) {
  const idle = state.phase === 'idle';
  return (
    <div role="status" aria-live="polite" className="min-w-0 flex-1 text-sm" data-testid="publish-status">
      {waitingForSignIn ? 'Your session has expired. Sign in again and your cast will be sent; nothing you typed is lost.' : threadStatusText(state, thread)}
      {state.phase === 'posted' && (
        <>
          {' '}
          <Link to={castPath(state.hash)} className={LINK}>
            View your cast
          </Link>
        </>
      )}
      {state.phase === 'queued' && (
        <>
          {' '}
          <Link to={outboxPath()} className={LINK}>
            Open the Outbox
          </Link>
        </>
      )}
      {state.phase === 'scheduled' && (
        <>
          {' '}
          <Link to={scheduledPath()} className={LINK}>
            Scheduled casts
          </Link>
        </>
      )}
      {signedOut && idle && 'Sign in to post. Your draft is kept in this browser meanwhile.'}
      {needsKeyFor && idle && <EnablePostingNotice fid={needsKeyFor} onEnable={onEnablePosting} />}
      {keptAside && idle && (
        <>
          Kept in Drafts.{' '}
          <Link to={draftsPath()} className={LINK}>
            Open Drafts
          </Link>
        </>
      )}
      {uploading && idle && ' Posting waits until the pictures are uploaded.'}
    </div>
  );
}

/** The publish state's words, told of which cast of a thread they are. */
function threadStatusText(state: PublishState, thread: { part: number; of: number } | null): string {
  const text = publishStatusText(state);
  if (!thread || text === '') return text;
  if (state.phase === 'queued') return thread.part > 1 ? `${thread.part - 1} of ${thread.of} casts posted. ${text}` : text;
  if (state.phase === 'failed') return thread.part > 1 ? `${thread.part - 1} of ${thread.of} casts posted. ${text.replace('Your draft is kept.', 'The rest of the thread is kept; Retry goes on from there.')}` : text;
  return state.phase === 'posted' ? `Thread of ${thread.of} posted.` : `Cast ${thread.part} of ${thread.of}: ${text}`;
}
