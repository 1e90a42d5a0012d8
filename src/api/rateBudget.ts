import { isGatewayError } from './errors';

export type BudgetBucket = 'read' | 'message' | 'signin';

/** At most `limit` requests in any `windowMs`. */
export interface BucketLimit {
  limit: number;
  windowMs: number;
}

export interface BudgetConfig {
  read: BucketLimit;
  message: BucketLimit;
  signin: BucketLimit;
  /** Retries after HTTP 429 before the error reaches the caller (default 3). */
  maxRetries?: number;
  /** First backoff when a 429 carries no readable `Retry-After`; doubles each retry (default 1000). */
  backoffMs?: number;
  /** A `Retry-After` longer than this is not waited for (default 30 000). */
  maxRetryWaitMs?: number;
  /** A request waiting longer than this makes the budget report `slowedDown` (default 300). */
  slowAfterMs?: number;
}

const UNLIMITED: BucketLimit = { limit: Number.POSITIVE_INFINITY, windowMs: 0 };

export const budgetPresets = {
  /** The local gateway sets no limits. */
  unlimited: { read: UNLIMITED, message: UNLIMITED, signin: UNLIMITED },
  /** far.quest with an ordinary key, per client IP. */
  farquest: {
    read: { limit: 5, windowMs: 5_000 },
    message: { limit: 1, windowMs: 5_000 },
    signin: { limit: 1, windowMs: 2_000 },
  },
} satisfies Record<string, BudgetConfig>;

export type BudgetPreset = keyof typeof budgetPresets;

export interface BudgetStatus {
  slowedDown: boolean;
}

/** Shaped for React's `useSyncExternalStore(subscribe, getStatus)`. */
export interface BudgetStatusSource {
  getStatus(): BudgetStatus;
  subscribe(listener: (status: BudgetStatus) => void): () => void;
}

export interface RateBudget extends BudgetStatusSource {
  /** Runs `task` when its bucket has room, retrying it after a 429. */
  run<T>(bucket: BudgetBucket, task: () => Promise<T>): Promise<T>;
}

interface Slot {
  /** When the request finished; in-flight requests hold their slot until then. */
  at: number;
}

interface Waiter {
  granted: boolean;
  slow: boolean;
  slowTimer: ReturnType<typeof setTimeout> | null;
  grant: (slot: Slot) => void;
}

interface BucketState {
  limit: BucketLimit;
  slots: Slot[];
  queue: Waiter[];
  blockedUntil: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createRateBudget(config: BudgetConfig): RateBudget {
  const maxRetries = config.maxRetries ?? 3;
  const backoffMs = config.backoffMs ?? 1_000;
  const maxRetryWaitMs = config.maxRetryWaitMs ?? 30_000;
  const slowAfterMs = config.slowAfterMs ?? 300;
  const buckets: Record<BudgetBucket, BucketState> = {
    read: newBucket(config.read),
    message: newBucket(config.message),
    signin: newBucket(config.signin),
  };
  const listeners = new Set<(status: BudgetStatus) => void>();
  let status: BudgetStatus = { slowedDown: false };
  let slowWaiters = 0;

  function changeSlowWaiters(delta: number): void {
    slowWaiters += delta;
    const slowedDown = slowWaiters > 0;
    if (slowedDown === status.slowedDown) return;
    status = { slowedDown };
    for (const listener of listeners) listener(status);
  }

  function pump(bucket: BucketState): void {
    if (bucket.timer !== null) clearTimeout(bucket.timer);
    bucket.timer = null;
    while (bucket.queue.length > 0) {
      const now = Date.now();
      const wait = msUntilFree(bucket, now);
      // null: every slot is held by a request in flight; its completion pumps again.
      if (wait === null) return;
      if (wait > 0) {
        bucket.timer = setTimeout(() => pump(bucket), wait);
        return;
      }
      const waiter = bucket.queue.shift() as Waiter;
      const slot: Slot = { at: Number.POSITIVE_INFINITY };
      bucket.slots.push(slot);
      waiter.granted = true;
      if (waiter.slowTimer !== null) clearTimeout(waiter.slowTimer);
      if (waiter.slow) changeSlowWaiters(-1);
      waiter.grant(slot);
    }
  }

  function acquire(bucket: BucketState): Promise<Slot> {
    return new Promise((resolve) => {
      const waiter: Waiter = { granted: false, slow: false, slowTimer: null, grant: resolve };
      bucket.queue.push(waiter);
      pump(bucket);
      if (waiter.granted) return;
      waiter.slowTimer = setTimeout(() => {
        waiter.slow = true;
        changeSlowWaiters(1);
      }, slowAfterMs);
    });
  }

  function retryDelay(error: unknown, attempt: number): number | null {
    // Only a 429 is retried: it means the request was not accepted, so even a message is safe to resend.
    if (!isGatewayError(error, 'rate-limited') || attempt >= maxRetries) return null;
    const delay = error.retryAfterMs ?? backoffMs * 2 ** attempt;
    return delay <= maxRetryWaitMs ? delay : null;
  }

  return {
    async run<T>(name: BudgetBucket, task: () => Promise<T>): Promise<T> {
      const bucket = buckets[name];
      for (let attempt = 0; ; attempt++) {
        const slot = await acquire(bucket);
        try {
          return await task();
        } catch (error) {
          const delay = retryDelay(error, attempt);
          if (delay === null) throw error;
          // The whole bucket waits: the gateway's window is full for every request of this kind.
          bucket.blockedUntil = Math.max(bucket.blockedUntil, Date.now() + delay);
        } finally {
          slot.at = Date.now();
          pump(bucket);
        }
      }
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function resolveBudgetConfig(budget: BudgetPreset | BudgetConfig | undefined): BudgetConfig {
  if (budget === undefined) return budgetPresets.unlimited;
  return typeof budget === 'string' ? budgetPresets[budget] : budget;
}

function newBucket(limit: BucketLimit): BucketState {
  return { limit, slots: [], queue: [], blockedUntil: 0, timer: null };
}

/** 0 when a request may go now, the ms until one may, or null while only in-flight requests fill the window. */
function msUntilFree(bucket: BucketState, now: number): number | null {
  if (now < bucket.blockedUntil) return bucket.blockedUntil - now;
  const { limit, windowMs } = bucket.limit;
  bucket.slots = bucket.slots.filter((slot) => slot.at > now - windowMs);
  if (bucket.slots.length < limit) return 0;
  const oldest = Math.min(...bucket.slots.map((slot) => slot.at));
  return Number.isFinite(oldest) ? oldest + windowMs - now : null;
}
