import { useCallback, useSyncExternalStore } from 'react';
import { localOwnerOf } from '../../auth/lastAccount';
import { useSession } from '../../services/useSession';
import type { ShowBlock } from '../../writes/blockWrite';
import { addPerson, EMPTY_MUTES, parseMuteList, removePerson, type MuteList } from './muteList';

const storageKey = (owner: string) => `castline.mutes.${owner}`;
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; list: MuteList }>();

function read(owner: string): MuteList {
  if (owner === 'signed-out') return EMPTY_MUTES;
  const raw = localStorage.getItem(storageKey(owner));
  const cached = parsed.get(owner);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseMuteList(raw);
  parsed.set(owner, { raw, list });
  return list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list: localStorage tells every other tab of the origin.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The mutes and blocks of the current account, and how to change them. */
export function useMutes() {
  const owner = localOwnerOf(useSession(), localStorage);
  const list = useSyncExternalStore(subscribe, () => read(owner));
  const change = useCallback(
    (update: (list: MuteList) => MuteList) => {
      if (owner === 'signed-out') return;
      localStorage.setItem(storageKey(owner), JSON.stringify(update(read(owner))));
      listeners.forEach((listener) => listener());
    },
    [owner],
  );
  const showBlocked = useCallback<ShowBlock>(
    ({ fid, name }, on) => change((l) => ({ ...l, blocked: on ? addPerson(l.blocked, { fid, name }) : removePerson(l.blocked, fid) })),
    [change],
  );
  return { list, change, showBlocked, canChange: owner !== 'signed-out' };
}
