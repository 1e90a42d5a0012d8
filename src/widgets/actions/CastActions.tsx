import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { castPath } from '../../app/routePaths';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { BookmarkIcon, HeartIcon, QuoteIcon, RecastIcon, ReplyIcon, ShareIcon, TrashIcon } from '../../components/icons';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { useBookmark } from '../../writes/useBookmark';
import { useDeleteCast } from '../../writes/useDeleteCast';
import type { ReactionVars } from '../../writes/reactionWrite';
import { useReaction } from '../../writes/useReaction';
import { describeError } from '../../errors/describeError';
import { composeHref } from '../composer/composeHref';
import { countOf, formatCount } from '../../components/formats';

/**
 * Icon buttons with a touch-size target (44 × 36 px at least) and their count beside them, each at the
 * start of its own column: the icons stand in the same place on every cast, whatever the counts.
 */
const actionClass = (on: boolean, onColour = 'text-violet-700 dark:text-violet-300') =>
  `inline-flex h-11 min-w-9 items-center justify-center justify-self-start gap-1 rounded-full px-1.5 tabular-nums hover:bg-zinc-100 dark:hover:bg-zinc-900 ${on ? `font-semibold ${onColour}` : ''}`;

const reactionName = ({ reaction, on }: ReactionVars) => (reaction === 'like' ? (on ? 'Like' : 'Unlike') : on ? 'Recast' : 'Undoing the recast');

/** A cast's footer: reply (with the count of replies), recast, like, quote, bookmark, share and (for the author) delete; every change shows at once. */
export function CastActions({ cast }: { cast: Cast }) {
  const reactions = useReaction();
  const deletion = useDeleteCast();
  const bookmarks = useBookmark();
  const { gateway } = useServices();
  const viewer = useSession().identity?.fid;
  // A gateway that keeps no bookmarks gives no flag: this browser keeps them then.
  const bookmarked = cast.viewerBookmarked ?? (viewer !== undefined && gateway.keptHere(viewer, cast.hash));
  const [shareProblem, setShareProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [shared, setShared] = useState(false);
  const own = viewer === cast.author.fid;

  const react = (reaction: 'like' | 'recast') => {
    setShareProblem(null);
    reactions.start({ cast, reaction, on: !(reaction === 'like' ? cast.viewerLiked : cast.viewerRecasted) });
  };

  const toggleBookmark = () => {
    setShareProblem(null);
    bookmarks.start({ cast, on: !bookmarked });
  };

  const remove = () => {
    setConfirmingDelete(false);
    setShareProblem(null);
    deletion.start({ cast });
  };

  const shareLink = async () => {
    setShareProblem(null);
    try {
      await navigator.clipboard.writeText(new URL(castPath(cast.hash), window.location.origin).href);
      setShared(true);
    } catch {
      setShareProblem('The link could not be copied: this browser did not allow it.');
    }
  };
  const problem =
    shareProblem ??
    (reactions.error && reactions.variables
      ? `${reactionName(reactions.variables)} did not go through. ${describeError(reactions.error)}`
      : bookmarks.error && bookmarks.variables
        ? `${bookmarks.variables.on ? 'The bookmark was not kept.' : 'The bookmark was not removed.'} ${describeError(bookmarks.error)}`
        : deletion.error
          ? `The cast was not deleted. ${describeError(deletion.error)}`
          : null);

  return (
    <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
      {own && confirmingDelete ? (
        <ConfirmDelete question="Delete this cast?" onDelete={remove} onKeep={() => setConfirmingDelete(false)} />
      ) : (
        <div className="-ml-2 grid grid-cols-[repeat(3,minmax(0,1.4fr))_repeat(4,minmax(0,1fr))] items-center whitespace-nowrap sm:max-w-md">
          <Link to={composeHref({ parentCastHash: cast.hash })} className={actionClass(false)} aria-label={`Reply (${countOf(cast.replies, 'reply', 'replies')})`}>
            <ReplyIcon />
            <span aria-hidden="true">{formatCount(cast.replies)}</span>
          </Link>
          <button
            type="button"
            className={actionClass(cast.viewerRecasted, 'text-emerald-700 dark:text-emerald-400')}
            aria-pressed={cast.viewerRecasted}
            aria-label={`Recast (${countOf(cast.recasts, 'recast')})`}
            onClick={() => react('recast')}
          >
            <RecastIcon />
            <span aria-hidden="true">{formatCount(cast.recasts)}</span>
          </button>
          <button
            type="button"
            className={actionClass(cast.viewerLiked, 'text-rose-700 dark:text-rose-400')}
            aria-pressed={cast.viewerLiked}
            aria-label={`Like (${countOf(cast.likes, 'like')})`}
            onClick={() => react('like')}
          >
            <HeartIcon filled={cast.viewerLiked} />
            <span aria-hidden="true">{formatCount(cast.likes)}</span>
          </button>
          <Link to={composeHref({ quoteCastHash: cast.hash })} className={actionClass(false)} aria-label="Quote">
            <QuoteIcon />
          </Link>
          <button type="button" className={actionClass(bookmarked)} aria-pressed={bookmarked} aria-label={bookmarked ? 'Remove bookmark' : 'Bookmark'} onClick={toggleBookmark}>
            <BookmarkIcon filled={bookmarked} />
          </button>
          <button type="button" className={actionClass(shared)} aria-label={shared ? 'Link copied' : 'Share: copy link'} onClick={() => void shareLink()}>
            <ShareIcon />
          </button>
          {own && (
            <button type="button" className={actionClass(false)} aria-label="Delete" onClick={() => setConfirmingDelete(true)}>
              <TrashIcon />
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-1 whitespace-normal text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
