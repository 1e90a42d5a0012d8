import { Link } from 'react-router-dom';
import { PenIcon } from '../components/navigationIcons';
import { TabBar } from './Navigation';
import { ShellKeys } from './ShellKeys';

/** Phones' bottom tab bar and the floating compose button above it. */
export default function PhoneBars() {
  return (
    <TabBar>
      <Link
        to="/compose"
        aria-label="Write a cast"
        aria-keyshortcuts="n"
        className="fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 z-20 flex h-14 w-14 items-center justify-center rounded-full bg-violet-700 text-white shadow-lg hover:bg-violet-800 dark:bg-violet-500 dark:text-zinc-950"
      >
        <PenIcon className="h-6 w-6" />
      </Link>
      <ShellKeys wide={false} />
    </TabBar>
  );
}
