import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { castPath, profilePath } from '../../app/routePaths';
import { AuthorLine } from './AuthorLine';
import { CastEmbeds } from './CastEmbeds';
import { CastText } from './CastText';
import { CastActions } from '../actions/CastActions';

/** One cast: author, "replying to", text, embeds and counts. Its frame (article, list row) belongs to the caller. */
export function CastCard({ cast, large = false, nameId, showReplyingTo = true }: { cast: Cast; large?: boolean; nameId?: string; showReplyingTo?: boolean }) {
  const { author, parentAuthor } = cast;
  return (
    <div className="flex gap-3">
      <Avatar url={author.pfpUrl} name={author.displayName || author.username} />
      <div className="min-w-0 flex-1">
        <AuthorLine cast={cast} {...(nameId ? { nameId } : {})} />
        {showReplyingTo && parentAuthor && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Replying to{' '}
            <Link to={profilePath(parentAuthor.fid)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
              @{parentAuthor.username || parentAuthor.fid}
            </Link>
          </p>
        )}
        <CastText
          text={cast.text}
          mentions={cast.mentions}
          className={`mt-1 whitespace-pre-wrap break-words ${large ? 'text-lg' : ''}`}
        />
        <CastEmbeds cast={cast} />
        <CastActions cast={cast} repliesHref={castPath(cast.hash)} />
      </div>
    </div>
  );
}
