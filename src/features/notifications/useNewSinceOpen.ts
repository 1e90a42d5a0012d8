import { useEffect, useState } from 'react';
import type { Notification } from '../../api/model';
import { isNewSince, markerAfter, readSeenMarker, saveSeenMarker } from './seenMarker';

/**
 * The notifications new to `account`: newer than what it had seen in this browser when the screen
 * opened. What the screen has shown counts as seen from then on, so it is not new the next time.
 */
export function useNewSinceOpen(account: string, notifications: readonly Notification[], shown: boolean): ReadonlySet<string> {
  const [seenAtOpen] = useState(() => readSeenMarker(localStorage, account));
  useEffect(() => {
    if (shown) saveSeenMarker(localStorage, account, markerAfter(readSeenMarker(localStorage, account), notifications));
  }, [account, notifications, shown]);
  return new Set(notifications.filter((n) => isNewSince(seenAtOpen, n)).map((n) => n.id));
}
