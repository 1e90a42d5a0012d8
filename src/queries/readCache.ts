import type { QueryClient } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import type { Cast, Fid, User } from '../api/model';
import { castsInCasts, usersInCasts } from './embeddedRecords';
import { isUserLookupKey, readKeys, type ViewerKey } from './queryKeys';
import { createUserBatcher, type UserBatcher } from './userBatcher';

/** Records one response carried that other screens can use without asking the gateway again. */
export interface ReadCache {
  /** One user, through the batcher; `now` when the screen cannot show anything without it. */
  loadUser(fid: Fid, now?: boolean): Promise<User | null>;
  /** Users a response embedded; stored only where nothing is stored yet. */
  rememberUsers(users: readonly User[]): void;
  /** Casts a response carried, with their users; stored only where nothing is stored yet. */
  rememberCasts(casts: readonly Cast[]): void;
}

const CHECK_MS = 8;
const MAX_WAIT_MS = 120;

/**
 * Sends a batch once the app's other reads have landed: casts and profiles that are still
 * arriving are about to want users too, and waiting for them saves a `/users` call. Never
 * waits more than MAX_WAIT_MS, and needs two quiet checks in a row so that components which
 * render the landed data get to ask first.
 */
export function afterOtherReads(client: QueryClient): (flush: () => void) => void {
  return (flush) => {
    const started = Date.now();
    let quietChecks = 0;
    const check = () => {
      const busy = client.isFetching({ predicate: (q) => !isUserLookupKey(q.queryKey) }) > 0;
      quietChecks = busy ? 0 : quietChecks + 1;
      if (quietChecks >= 2 || Date.now() - started >= MAX_WAIT_MS) flush();
      else setTimeout(check, CHECK_MS);
    };
    setTimeout(check, 0);
  };
}

export function createReadCache(gateway: Gateway, client: QueryClient, viewer: ViewerKey): ReadCache {
  const userKey = (fid: Fid) => readKeys.user(viewer, fid);
  const batcher: UserBatcher = createUserBatcher({
    fetchUsers: (fids) => gateway.users(fids),
    // A user marked out of date (kept from an earlier visit, or changed by a write) is asked for again.
    cached: (fid) => {
      const state = client.getQueryState<User | null>(userKey(fid));
      return state?.isInvalidated ? undefined : state?.data;
    },
    remember: (fid, user) => client.setQueryData(userKey(fid), user),
    schedule: afterOtherReads(client),
  });
  const rememberUsers = (users: readonly User[]) => {
    for (const user of users) {
      if (client.getQueryData(userKey(user.fid)) === undefined) client.setQueryData(userKey(user.fid), user);
    }
  };
  return {
    loadUser: (fid, now = false) => batcher.load(fid, { now }),
    rememberUsers,
    rememberCasts(casts) {
      rememberUsers(usersInCasts(casts));
      for (const cast of castsInCasts(casts)) {
        const key = readKeys.cast(viewer, cast.hash);
        if (client.getQueryData(key) === undefined) client.setQueryData(key, cast);
      }
    },
  };
}
