import type { Cast } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { shownName } from '../../components/userText';
import { AuthorLine } from '../cast/AuthorLine';
import { CastText } from '../cast/CastText';
import { mentionName } from '../../components/userName';

/** The cast a reply answers, shown above the reply box so the writer sees what they answer. */
export function RepliedCast({ cast }: { cast: Cast }) {
  const name = mentionName(cast.author);
  return (
    <figure className="flex gap-3" data-testid="replied-cast">
      <div className="flex flex-col items-center">
        <Avatar url={cast.author.pfpUrl} seed={cast.author.fid} />
        <span aria-hidden="true" className="mt-1 w-0.5 flex-1 bg-zinc-300 dark:bg-zinc-700" />
      </div>
      <div className="min-w-0 flex-1 pb-1">
        <AuthorLine cast={cast} />
        <CastText text={cast.text} mentions={cast.mentions} className="line-clamp-4 text-sm" />
        <figcaption className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Replying to <span className="font-semibold"><bdi>{shownName(name)}</bdi></span>
        </figcaption>
      </div>
    </figure>
  );
}
