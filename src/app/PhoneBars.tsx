import { useEffect, useState } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { PenIcon } from '../components/navigationIcons';
import { COMPOSE_BUTTON_AT_START, composeButtonAfterScroll } from './composeButtonPlace';
import { routePatterns } from './routePaths';
import { TabBar } from './Navigation';

/** Whether the floating compose button shows, following the page's scrolling (composeButtonPlace). */
function useComposeButtonShown(): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    let place = COMPOSE_BUTTON_AT_START;
    const onScroll = () => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      place = composeButtonAfterScroll(place, window.scrollY, end);
      setShown(place.shown);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return shown;
}

/** Phones' bottom tab bar and the floating compose button above it (except on the composer screen itself). */
export default function PhoneBars() {
  const composing = useMatch(routePatterns.compose) !== null;
  const shown = useComposeButtonShown();
  return (
    <TabBar>
      {!composing && (
        <Link
          to={routePatterns.compose}
          aria-label="Write a cast"
          aria-keyshortcuts="n"
          // Gone, it slides under the tab bar and takes no tap; focused from the keyboard, it is there.
          className={`fixed bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 z-20 flex h-14 w-14 items-center justify-center rounded-full bg-violet-700 text-white shadow-lg transition-[translate,opacity] duration-200 hover:bg-violet-800 focus-visible:translate-y-0 focus-visible:opacity-100 motion-reduce:transition-none dark:bg-violet-500 dark:text-zinc-950 ${shown ? '' : 'pointer-events-none translate-y-24 opacity-0'}`}
        >
          <PenIcon className="h-6 w-6" />
        </Link>
      )}
    </TabBar>
  );
}
