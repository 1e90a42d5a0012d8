import { setTimeout as delay } from 'node:timers/promises';

interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: PacerClock = { now: Date.now, sleep: (ms) => delay(ms) };

/**
 * Spaces requests at least `gapMs` apart: each call resolves at its turn, in the order the calls were
 * made, so however fast a node answers (or however much it has to say) what waits for these turns asks
 * at most 1000 / `gapMs` times a second.
 */
export function requestPacer(gapMs: number, clock: PacerClock = realClock): () => Promise<void> {
  let nextTurn = Number.NEGATIVE_INFINITY;
  return async () => {
    const turn = Math.max(clock.now(), nextTurn);
    nextTurn = turn + gapMs;
    const wait = turn - clock.now();
    if (wait > 0) await clock.sleep(wait);
  };
}
