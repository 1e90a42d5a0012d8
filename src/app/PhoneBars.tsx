import { Link, useMatch } from 'react-router-dom';
import { PenIcon } from '../components/navigationIcons';
import { routePatterns } from './routePaths';
import { TabBar } from './Navigation';

/** Phones' bottom tab bar and the floating compose button above it (except on the composer screen itself). */
export default function PhoneBars() {
  const composing = useMatch(routePatterns.compose) !== null;
  return (
    <TabBar>
      {!composing && (
        <Link
          to={routePatterns.compose}
          aria-label="Write a cast"
          aria-keyshortcuts="n"
          className="fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 z-20 flex h-14 w-14 items-center justify-center rounded-full bg-violet-700 text-white shadow-lg hover:bg-violet-800 dark:bg-violet-500 dark:text-zinc-950"
        >
          <PenIcon className="h-6 w-6" />
        </Link>
      )}
    </TabBar>
  );
}
