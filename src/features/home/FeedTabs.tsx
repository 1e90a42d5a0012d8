import { Link } from 'react-router-dom';
import type { HomeFeed } from './homeFeed';

const tabClass = (on: boolean) =>
  `flex-1 border-b-2 px-4 py-2.5 text-center text-sm font-semibold ${
    on ? 'border-violet-700 text-zinc-900 dark:border-violet-300 dark:text-zinc-50' : 'border-transparent text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-900'
  }`;

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
