import { useLocation, useNavigate } from 'react-router-dom';
import { homePath } from '../../app/routePaths';
import { BackIcon } from '../../components/icons';

/**
 * Back to where the reader came from inside Castline (the place in the feed is restored), or home when
 * the thread was opened from outside (a shared link).
 */
export function BackControl({ title }: { title: string }) {
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== 'default';
  return (
    <div className="flex h-12 items-center gap-2 border-b border-zinc-200 px-2 dark:border-zinc-800">
      <button
        type="button"
        className="inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold hover:bg-zinc-100 dark:hover:bg-zinc-900"
        onClick={() => (cameFromApp ? navigate(-1) : navigate(homePath()))}
      >
        <BackIcon />
        {cameFromApp ? 'Back' : 'Home'}
      </button>
      <h1 className="text-lg font-bold">{title}</h1>
    </div>
  );
}
