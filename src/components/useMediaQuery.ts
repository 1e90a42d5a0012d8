import { useCallback, useSyncExternalStore } from 'react';

/** From here up the app has its side bar; below it, a phone's top and tab bars (Tailwind's `md`). */
export const WIDE_SCREEN = '(min-width: 48rem)';

/** Whether a media query matches now, following changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
