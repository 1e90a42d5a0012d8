import { useEffect, useState } from 'react';

/** After this long without `ready()`, the person is told and can keep waiting or close. */
export const READY_TIMEOUT_MS = 10_000;

/** `loading` until the app calls `ready()`; `slow` once it has kept the person waiting too long. */
type ReadyPhase = 'loading' | 'slow' | 'ready';

/** The wait for an app's `ready()`: each spell of `loading` lasts at most READY_TIMEOUT_MS. */
export function useReadyWait() {
  const [phase, setPhase] = useState<ReadyPhase>('loading');

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setTimeout(() => setPhase('slow'), READY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return {
    phase,
    ready: () => setPhase('ready'),
    keepWaiting: () => setPhase('loading'),
  };
}
