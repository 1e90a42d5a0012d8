import { Link } from 'react-router-dom';
import type { HomeFeed } from './homeFeed';

const tabClass = (on: boolean) =>
  `flex min-h-11 flex-1 items-center justify-center border-b-2 text-sm font-semibold ${on ? 'border-violet-700 dark:border-violet-300' : 'border-transparent text-zinc-600 dark:text-zinc-400'}`;

/** Following and Latest, one link each, so either can be opened, shared and reloaded. */
export function FeedTabs({ current }: { current: HomeFeed }) {
  return (
    <nav aria-label="Home feeds" className="flex border-b border-zinc-200 dark:border-zinc-800">
      <Link to="/" className={tabClass(current === 'following')} aria-current={current === 'following' ? 'page' : undefined}>
        Following
      </Link>
      <Link to="/?feed=latest" className={tabClass(current === 'latest')} aria-current={current === 'latest' ? 'page' : undefined}>
        Latest
      </Link>
    </nav>
  );
}
