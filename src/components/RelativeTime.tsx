import { Link } from 'react-router-dom';
import { exactTime, relativeTimeLabel } from './relativeTime';

/**
 * A cast's age, linking to the cast. The exact time is in `title` for hover and shows
 * under the link while it has keyboard focus.
 */
export function RelativeTime({ timestamp, to, now = Date.now() }: { timestamp: number; to: string; now?: number }) {
  const exact = exactTime(timestamp);
  return (
    <Link to={to} className="group relative text-sm text-zinc-600 hover:underline dark:text-zinc-400">
      <time dateTime={new Date(timestamp).toISOString()} title={exact}>
        {relativeTimeLabel(timestamp, now)}
      </time>
      <span className="sr-only">, {exact}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-0 top-full z-10 mt-1 hidden whitespace-nowrap rounded bg-zinc-900 px-2 py-1 text-xs text-white group-focus-visible:block dark:bg-zinc-100 dark:text-zinc-900"
      >
        {exact}
      </span>
    </Link>
  );
}
