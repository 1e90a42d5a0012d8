import type { Fid, User } from '../api/model';

export interface UserBatcherOptions {
  fetchUsers(fids: Fid[]): Promise<(User | null)[]>;
  /** A user already known: the record, null for "no such user", undefined when not known. */
  cached(fid: Fid): User | null | undefined;
  remember(fid: Fid, user: User | null): void;
  /** Calls `flush` once the current burst of wants is over; by default on the next macrotask. */
  schedule?: (flush: () => void) => void;
}

export interface UserBatcher {
  /**
   * The user with this FID; every FID wanted before the batch goes out shares its call.
   * `now`: the user as the gateway has it now, even when cached, and the batch goes out on the next
   * macrotask, without waiting for the scheduler (a profile's own user is what the screen shows
   * first, with its counts as they are).
   */
  load(fid: Fid, options?: { now?: boolean }): Promise<User | null>;
}

interface Want {
  resolve(user: User | null): void;
  reject(error: unknown): void;
}

/**
 * Collects the users wanted within a tick and fetches them together (the gateway client splits a long
 * list into calls the gateway accepts). A FID already cached, or already on its way, is not asked for again,
 * unless a profile wants it `now`.
 */
export function createUserBatcher(options: UserBatcherOptions): UserBatcher {
  const schedule = options.schedule ?? ((flush) => setTimeout(flush, 0));
  const inFlight = new Map<Fid, Promise<User | null>>();
  let pending: Map<Fid, Want> | null = null;

  function settle(fids: Fid[], wants: Map<Fid, Want>, users: (User | null)[]) {
    const byFid = new Map(users.flatMap((u) => (u ? [[u.fid, u] as const] : [])));
    fids.forEach((fid, i) => {
      const found = byFid.get(fid) ?? users[i] ?? null;
      const user = found?.fid === fid ? found : null;
      options.remember(fid, user);
      inFlight.delete(fid);
      wants.get(fid)?.resolve(user);
    });
  }

  function flush() {
    const wants = pending;
    pending = null;
    if (!wants) return;
    const fids = [...wants.keys()];
    options.fetchUsers(fids).then(
      (users) => settle(fids, wants, users),
      (error: unknown) => {
        for (const fid of fids) {
          inFlight.delete(fid);
          wants.get(fid)?.reject(error);
        }
      },
    );
  }

  return {
    load(fid, { now = false } = {}) {
      const known = now ? undefined : options.cached(fid);
      if (known !== undefined) return Promise.resolve(known);
      const flying = inFlight.get(fid);
      if (flying) return flying;
      const promise = new Promise<User | null>((resolve, reject) => {
        if (!pending) {
          pending = new Map();
          schedule(flush);
        }
        pending.set(fid, { resolve, reject });
        if (now) setTimeout(flush, 0);
      });
      inFlight.set(fid, promise);
      return promise;
    },
  };
}
