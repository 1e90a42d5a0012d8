import type { Logger } from '../log';

/** A lock one process of the cluster holds at a time (`postgresLeaderLock.ts`, `sqliteLeaderLock.ts`). */
export interface LeaderLock {
  /**
   * Takes the lock, or confirms it is still held: whether this process holds it now. A failure (the
   * database out of reach) answers false.
   */
  hold(): Promise<boolean>;
  /** Tells `lost` at once when the lock goes between two holds (its connection dropped). */
  onLost(lost: () => void): void;
  /** Lets the lock go, so another process takes it at its next try. */
  release(): Promise<void>;
}

export interface LeadershipOptions {
  /** How often the lock is tried for, or confirmed while held; default 1 s. */
  everyMs?: number;
  /**
   * A leader whose lock was last confirmed longer ago than this stops leading, whether or not the
   * confirmation is still on its way (a database that does not answer); default 3 s.
   */
  confirmWithinMs?: number;
  /** Called when this process becomes the leader. */
  lead(): void;
  /** Called at once when it stops being the leader; its jobs are stopped by the promise's end. */
  follow(): Promise<void>;
  log: Logger;
}

export interface Leadership {
  leading(): boolean;
  /** Stops trying; a leader stops its jobs, then lets the lock go. */
  stop(): Promise<void>;
}

/**
 * Makes this process one contender for the leadership of the cluster (every process on one database):
 * the lock is tried every `everyMs`; the process holding it leads, runs the jobs that must run once in
 * the cluster (`lead`), and confirms the lock at the same pace. A lock lost, refused or left
 * unconfirmed for `confirmWithinMs` stops the jobs at once (`follow`), and the process goes on trying. Resolves
 * once the first try has answered, so a process alone on its database leads before it serves.
 */
export async function startLeadership(lock: LeaderLock, options: LeadershipOptions): Promise<Leadership> {
  const { everyMs = 1000, confirmWithinMs = 3000, log } = options;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lapse: NodeJS.Timeout | undefined;
  let following: Promise<void> = Promise.resolve();

  const lose = (why: string) => {
    clearTimeout(lapse);
    if (!leading) return;
    leading = false;
    log.warn(`No longer the leader (${why}): this process stops the node events follower, the scheduled casts and delivery`);
    following = options.follow();
  };

  async function attempt(): Promise<void> {
    const tried = Date.now();
    const held = await lock.hold();
    if (stopped) return;
    if (!held) return lose('the lock was lost to another process or the database is out of reach');
    clearTimeout(lapse);
    const left = tried + confirmWithinMs - Date.now();
    if (left <= 0) return lose(`the lock was not confirmed within ${confirmWithinMs} ms`);
    lapse = setTimeout(() => lose(`the lock was not confirmed within ${confirmWithinMs} ms`), left);
    lapse.unref();
    if (leading) return;
    leading = true;
    log.info('Leader: this process runs the node events follower, the scheduled casts and delivery');
    options.lead();
  }

  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void attempt().finally(next), everyMs);
    timer.unref();
  };

  lock.onLost(() => lose('its database connection dropped'));
  await attempt();
  next();
  return {
    leading: () => leading,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(lapse);
      if (leading) {
        leading = false;
        following = options.follow();
      }
      await following;
      await lock.release();
    },
  };
}

/** A job some process of the cluster runs: stopping it waits for the round under way. */
interface RunningJob {
  stop(): Promise<void>;
}

/** A job that runs while this process leads: `start`ed at `lead`, stopped at `follow`. */
export function whileLeading<J extends RunningJob>(start: () => J) {
  let running: J | null = null;
  return {
    lead(): void {
      running ??= start();
    },
    async follow(): Promise<void> {
      const job = running;
      running = null;
      await job?.stop();
    },
    /** The job, while it runs here. */
    running: () => running,
  };
}
