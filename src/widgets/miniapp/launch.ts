import { useSyncExternalStore } from 'react';
import type { Cast } from '../../api/model';

/** What the host needs to open an app: its identity and splash, and where it was opened from. */
export interface MiniAppLaunch {
  name: string;
  /** The address the frame loads; its origin is the only one the host talks to. */
  url: string;
  splashImageUrl: string | null;
  splashBackgroundColor: string | null;
  /** The card's image, kept with an added app for the Apps screen. */
  imageUrl: string | null;
  from:
    | { type: 'cast_embed'; embed: string; cast: Cast }
    | { type: 'launcher' }
    | { type: 'notification'; notification: { notificationId: string; title: string; body: string } };
}

// One app open at a time, for the whole page: a small store instead of a context, so cards anywhere can launch.
let current: MiniAppLaunch | null = null;
let startedAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: MiniAppLaunch | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function launchMiniApp(launch: MiniAppLaunch): void {
  startedAt = performance.now();
  set(launch);
}

export const closeMiniApp = (): void => set(null);

/** When the open app was launched (`performance.now()`), for measuring the time to its `ready()`. */
export const launchStartedAt = (): number | null => startedAt;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLaunchedMiniApp(): MiniAppLaunch | null {
  return useSyncExternalStore(subscribe, () => current);
}
