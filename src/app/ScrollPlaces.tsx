import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { stillPlacing } from '../widgets/feed/anchorPlacing';
import { correction, findAnchor, ITEM_SELECTOR, recallAnchor, rememberAnchor } from '../widgets/feed/scrollAnchor';

const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function coveredTop(): number {
  const bar = document.querySelector<HTMLElement>('[data-sticky-top]');
  return bar ? bar.getBoundingClientRect().bottom : 0;
}

function items(): NodeListOf<Element> {
  return document.querySelectorAll(ITEM_SELECTOR);
}

/**
 * A new screen starts at the top; going back (or forward) puts the reader where they were,
 * anchored on the cast they were looking at rather than on a pixel offset, since rows above it
 * may have a different height once measured again. Renders nothing.
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
      frame = requestAnimationFrame(() => {
        rememberAnchor(current.current, findAnchor(items(), window.scrollY, coveredTop()));
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    // This component is loaded after the first screen, and the reader may have scrolled before it came:
    // that place is remembered now, or going back from a cast opened without scrolling again would lose it.
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
    const anchor = navigationType === 'POP' ? recallAnchor(location.key) : undefined;
    if (!anchor) {
      // A page loaded afresh starts at the top already; only a screen opened from another is moved there.
      if (!location.hash && !first) window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, anchor.scrollY);
    // The screen may draw its rows late, and they measure themselves over the next frames: keep the
    // anchor in place until its row has stayed there for a while.
    const started = performance.now();
    let placedAt: number | null = null;
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    // The reader's own move ends the placing: a scroll, a key, or a press (a page that moved between
    // pressing and releasing would send the click to whatever came under the pointer instead).
    for (const event of READER_MOVES) window.addEventListener(event, stop, { passive: true, once: true });
    const place = () => {
      if (stopped) return;
      const delta = correction(anchor, items());
      const elapsed = performance.now() - started;
      if (delta !== null) {
        placedAt ??= elapsed;
        if (Math.abs(delta) >= 1) {
          window.scrollBy(0, delta);
          placedAt = elapsed;
        }
      }
      if (stillPlacing(anchor, elapsed, placedAt)) frame = requestAnimationFrame(place);
    };
    place();
    return () => {
      stop();
      cancelAnimationFrame(frame);
      for (const event of READER_MOVES) window.removeEventListener(event, stop);
    };
  }, [location.key, location.hash, navigationType]);
  return null;
}
