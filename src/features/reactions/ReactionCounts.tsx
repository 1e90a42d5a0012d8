import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { castReactorsPath } from '../../app/routePaths';

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** An opened cast's like and recast counts, each leading to the people behind it. */
export function ReactionCounts({ cast }: { cast: Cast }) {
  const likes = count(cast.likes, 'like', 'likes');
  const recasts = count(cast.recasts, 'recast', 'recasts');
  return (
    <p className="mt-3 flex gap-4 text-sm">
      <Link to={castReactorsPath(cast.hash, 'likes')} className="font-semibold hover:underline" aria-label={`${likes}: see who liked this cast`}>
        {likes}
      </Link>
      <Link to={castReactorsPath(cast.hash, 'recasts')} className="font-semibold hover:underline" aria-label={`${recasts}: see who recast this cast`}>
        {recasts}
      </Link>
    </p>
  );
}
