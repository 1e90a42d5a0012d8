import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { castReactorsPath } from '../../app/routePaths';
import { countOf } from '../../components/formats';


/** An opened cast's like and recast counts, each leading to the people behind it. */
export function ReactionCounts({ cast }: { cast: Cast }) {
  const likes = countOf(cast.likes, 'like');
  const recasts = countOf(cast.recasts, 'recast');
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
