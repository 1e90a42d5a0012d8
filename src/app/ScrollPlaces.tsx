import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { recallPlace } from '../widgets/feed/placeMemory';

const MAX_PLACES = 50;
/** The window's scroll per history entry, for screens without a list (memory only, like the query cache). */
const scrolls = new Map<string, number>();

function rememberScroll(locationKey: string, scrollY: number): void {
  scrolls.delete(locationKey);
  scrolls.set(locationKey, scrollY);
  if (scrolls.size > MAX_PLACES) scrolls.delete(scrolls.keys().next().value as string);
}

/**
 * A new screen starts at the top. Going back (or forward) to a screen with a list leaves the window
 * to the list, which puts the reader's row back where it was (widgets/feed/useListPlace); a screen
 * without one goes back to where its window was. Renders nothing.
 */
export default function ScrollPlaces(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rememberScroll(current.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    // This component is loaded after the first screen, and the reader may have scrolled before it came.
    remember();
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  // This component arrives after the first screen; by then the reader may have scrolled it.
  const arrived = useRef(true);

  useLayoutEffect(() => {
    current.current = location.key;
    const first = arrived.current;
    arrived.current = false;
    // A page loaded afresh starts at the top already, and an address with a fragment goes to it.
    if (first || location.hash) return;
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    if (recallPlace(location.key)?.anchor) return;
    window.scrollTo(0, scrolls.get(location.key) ?? 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}
