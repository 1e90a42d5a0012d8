import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { useSession } from '../../services/useSession';
import { useDeleteCast } from '../../writes/useDeleteCast';
import { useReaction } from '../../writes/useReaction';
import { composeHref } from '../composer/composeLink';

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
const buttonClass = (on: boolean) =>
  `rounded-full px-2 py-0.5 hover:bg-zinc-100 dark:hover:bg-zinc-900 ${on ? 'font-semibold text-violet-700 dark:text-violet-300' : ''}`;

/** A cast's footer: replies, like, recast, quote and (for the author) delete; every change shows at once. */
export function CastActions({ cast, repliesHref }: { cast: Cast; repliesHref: string }) {
  const reactions = useReaction();
  const deletion = useDeleteCast();
  const viewer = useSession().identity?.fid;
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const own = viewer !== undefined && viewer.toLowerCase() === cast.author.fid.toLowerCase();

  const react = async (reaction: 'like' | 'recast') => {
    const on = !(reaction === 'like' ? cast.viewerLiked : cast.viewerRecasted);
    setProblem(null);
    const failed = await reactions.run({ cast, reaction, on });
    if (failed) setProblem(`${reaction === 'like' ? (on ? 'Like' : 'Unlike') : on ? 'Recast' : 'Undoing the recast'} did not go through. ${failed}`);
  };

  const remove = async () => {
    setConfirmingDelete(false);
    setProblem(null);
    const failed = await deletion.run({ cast });
    if (failed) setProblem(`The cast was not deleted. ${failed}`);
  };

  return (
    <div className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link to={repliesHref} className="rounded-full px-2 py-0.5 hover:underline">
          {count(cast.replies, 'reply', 'replies')}
        </Link>
        <Link to={composeHref({ parentCastHash: cast.hash })} className={buttonClass(false)}>
          Reply
        </Link>
        <button
          type="button"
          className={buttonClass(cast.viewerRecasted)}
          aria-pressed={cast.viewerRecasted}
          aria-label={`Recast (${count(cast.recasts, 'recast', 'recasts')})`}
          onClick={() => void react('recast')}
        >
          <span aria-hidden="true">{cast.viewerRecasted ? '⟲ ' : '⟳ '}</span>
          {count(cast.recasts, 'recast', 'recasts')}
        </button>
        <button
          type="button"
          className={buttonClass(cast.viewerLiked)}
          aria-pressed={cast.viewerLiked}
          aria-label={`Like (${count(cast.likes, 'like', 'likes')})`}
          onClick={() => void react('like')}
        >
          <span aria-hidden="true">{cast.viewerLiked ? '♥ ' : '♡ '}</span>
          {count(cast.likes, 'like', 'likes')}
        </button>
        <Link to={composeHref({ quoteCastHash: cast.hash })} className={buttonClass(false)}>
          Quote
        </Link>
        {own && !confirmingDelete && (
          <button type="button" className={buttonClass(false)} onClick={() => setConfirmingDelete(true)}>
            Delete
          </button>
        )}
        {own && confirmingDelete && (
          <span className="flex items-center gap-1" role="group" aria-label="Delete this cast?">
            <span>Delete this cast?</span>
            <button type="button" className="btn btn-primary px-2 py-0.5" onClick={() => void remove()}>
              Yes, delete
            </button>
            <button type="button" className="btn btn-quiet px-2 py-0.5" onClick={() => setConfirmingDelete(false)}>
              Keep
            </button>
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
