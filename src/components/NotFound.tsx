import { Link } from 'react-router-dom';
import { homePath } from '../app/routePaths';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound({ what }: { what: string }) {
  useDocumentTitle('Not found');
  return (
    <div className="px-4 py-12 text-center">
      <h1 className="text-xl font-bold">Not found</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{what}</p>
      <Link to={homePath()} className="btn btn-quiet mt-4">
        Go to the home feed
      </Link>
    </div>
  );
}
