import type { Notification } from '../../api/model';

/**
 * How far an account has read its notifications in this browser: the time of the newest one it was
 * shown, and which of that moment's it was shown (protocol times are whole seconds, so one second can
 * hold a notification seen and another that came later). Pure functions over a `Storage`.
 */
export interface SeenMarker {
  timestamp: number;
  ids: string[];
}

type Dated = Pick<Notification, 'id' | 'timestamp'>;

const keyFor = (account: string) => `castline.notificationsSeen.${account}`;

export function readSeenMarker(storage: Storage, account: string): SeenMarker | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyFor(account)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { timestamp, ids } = value as Record<string, unknown>;
    if (typeof timestamp !== 'number' || !Array.isArray(ids)) return null;
    return { timestamp, ids: ids.filter((id): id is string => typeof id === 'string') };
  } catch {
    return null;
  }
}

/** New: newer than the marker. With no marker (the account's first look in this browser) everything is. */
export function isNewSince(marker: SeenMarker | null, n: Dated): boolean {
  if (!marker) return true;
  return n.timestamp > marker.timestamp || (n.timestamp === marker.timestamp && !marker.ids.includes(n.id));
}

/** The marker once `shown` has been seen too; it never moves back. */
export function markerAfter(marker: SeenMarker | null, shown: readonly Dated[]): SeenMarker | null {
  let next = marker;
  for (const n of shown) {
    if (!next || n.timestamp > next.timestamp) next = { timestamp: n.timestamp, ids: [n.id] };
    else if (n.timestamp === next.timestamp && !next.ids.includes(n.id)) next = { ...next, ids: [...next.ids, n.id] };
  }
  return next;
}

export function saveSeenMarker(storage: Storage, account: string, marker: SeenMarker | null): void {
  if (marker) storage.setItem(keyFor(account), JSON.stringify(marker));
}
