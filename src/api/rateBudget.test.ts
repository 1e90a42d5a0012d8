import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from './errors';
import { budgetPresets, createRateBudget, resolveBudgetConfig, type BudgetStatus } from './rateBudget';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});

afterEach(() => {
  vi.useRealTimers();
});

const rateLimited = (retryAfterMs?: number) =>
  new GatewayError('rate-limited', 'HTTP 429', { status: 429, serverMessage: 'Too many requests', retryAfterMs });

/** A task that records when it started and resolves after `takesMs` (at once when 0). */
function timedTask(starts: number[], takesMs = 0) {
  return () => {
    starts.push(Date.now());
    if (takesMs === 0) return Promise.resolve('ok');
    return new Promise<string>((resolve) => setTimeout(() => resolve('ok'), takesMs));
  };
}

describe('createRateBudget', () => {
  it('lets five far.quest reads through at once and holds the sixth and seventh for the window', async () => {
    const budget = createRateBudget(budgetPresets.farquest);
    const starts: number[] = [];
    const done = Promise.all(Array.from({ length: 7 }, () => budget.run('read', timedTask(starts))));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 0, 0, 0, 0]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(starts).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 0, 0, 0, 0, 5_000, 5_000]);
    await expect(done).resolves.toHaveLength(7);
  });

  it('counts the window from when a request finished, so a slow request cannot overlap the next', async () => {
    const budget = createRateBudget(budgetPresets.farquest);
    const starts: number[] = [];
    const first = budget.run('message', timedTask(starts, 1_000));
    const second = budget.run('message', timedTask(starts));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 6_000]);
    await Promise.all([first, second]);
  });

  it('keeps buckets apart: a full read window does not hold a sign-in', async () => {
    const budget = createRateBudget(budgetPresets.farquest);
    const starts: number[] = [];
    for (let i = 0; i < 6; i++) void budget.run('read', timedTask([]));
    void budget.run('signin', timedTask(starts));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0]);
  });

  it('runs everything at once with the unlimited preset', async () => {
    const budget = createRateBudget(resolveBudgetConfig('unlimited'));
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 50 }, () => budget.run('read', timedTask(starts))));
    expect(starts).toHaveLength(50);
    expect(new Set(starts)).toEqual(new Set([0]));
    expect(budget.getStatus().slowedDown).toBe(false);
  });

  it('reports slowedDown while a request has waited longer than 300 ms, then clears it', async () => {
    const budget = createRateBudget(budgetPresets.farquest);
    const seen: BudgetStatus[] = [];
    budget.subscribe((status) => seen.push(status));
    for (let i = 0; i < 6; i++) void budget.run('read', timedTask([]));
    await vi.advanceTimersByTimeAsync(299);
    expect(budget.getStatus()).toEqual({ slowedDown: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(budget.getStatus()).toEqual({ slowedDown: true });
    await vi.advanceTimersByTimeAsync(4_700);
    expect(budget.getStatus()).toEqual({ slowedDown: false });
    expect(seen).toEqual([{ slowedDown: true }, { slowedDown: false }]);
  });

  it('keeps the same status object until it changes, as useSyncExternalStore needs', () => {
    const budget = createRateBudget(budgetPresets.farquest);
    expect(budget.getStatus()).toBe(budget.getStatus());
  });

  it('stops notifying after unsubscribe', async () => {
    const budget = createRateBudget(budgetPresets.farquest);
    const listener = vi.fn();
    budget.subscribe(listener)();
    for (let i = 0; i < 6; i++) void budget.run('read', timedTask([]));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('waits Retry-After on a 429 and retries, holding the rest of the bucket too', async () => {
    const budget = createRateBudget(budgetPresets.unlimited);
    const attempts: number[] = [];
    const others: number[] = [];
    const result = budget.run('read', async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw rateLimited(2_000);
      return 'page';
    });
    await vi.advanceTimersByTimeAsync(10);
    void budget.run('read', timedTask(others));
    await vi.advanceTimersByTimeAsync(1_980);
    expect(attempts).toEqual([0]);
    expect(others).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toBe('page');
    expect(attempts).toEqual([0, 2_000]);
    expect(others).toEqual([2_000]);
  });

  it('backs off 1 s, 2 s, 4 s without Retry-After, then gives up with the 429', async () => {
    const budget = createRateBudget(budgetPresets.unlimited);
    const attempts: number[] = [];
    const result = budget.run('read', async () => {
      attempts.push(Date.now());
      throw rateLimited();
    });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toEqual([0, 1_000, 3_000, 7_000]);
    expect(await settled).toMatchObject({ kind: 'rate-limited' });
  });

  it('retries a message only on 429, never on other failures', async () => {
    const budget = createRateBudget(budgetPresets.unlimited);
    let calls = 0;
    const failing = budget.run('message', async () => {
      calls++;
      throw new GatewayError('server', 'HTTP 500', { status: 500 });
    });
    await expect(failing).rejects.toMatchObject({ kind: 'server' });
    expect(calls).toBe(1);

    let tries = 0;
    const accepted = budget.run('message', async () => {
      if (++tries === 1) throw rateLimited(1_000);
      return 'accepted';
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(accepted).resolves.toBe('accepted');
    expect(tries).toBe(2);
  });

  it('does not wait out a Retry-After longer than the limit', async () => {
    const budget = createRateBudget({ ...budgetPresets.unlimited, maxRetryWaitMs: 10_000 });
    let calls = 0;
    const result = budget.run('read', async () => {
      calls++;
      throw rateLimited(60_000);
    });
    await expect(result).rejects.toMatchObject({ kind: 'rate-limited', retryAfterMs: 60_000 });
    expect(calls).toBe(1);
  });
});
