import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newTestDatabase } from '../testing/testDatabase';
import { openDatabase } from './database';
import { rateWindowStore } from './rateWindows';

const dir = mkdtempSync(join(tmpdir(), 'castline-rate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rule = { max: 3, ms: 5000 };

describe('rateWindowStore', () => {
  it('lets `max` requests through per window, then says how many seconds are left, and opens a new window after', async () => {
    const db = await openDatabase(await newTestDatabase());
    const windows = rateWindowStore(db);
    const t = 1_000_000;
    const takes: number[] = [];
    for (const i of [0, 1, 2]) takes.push(await windows.take('read:a', rule, t + i));
    expect(takes).toEqual([0, 0, 0]);
    expect(await windows.take('read:a', rule, t + 10)).toBe(5);
    expect(await windows.take('read:a', rule, t + 3001)).toBe(2);
    expect(await windows.take('read:b', rule, t + 3001)).toBe(0);
    expect(await windows.take('read:a', rule, t + 4999)).toBe(1);
    expect(await windows.take('read:a', rule, t + 5000)).toBe(0);
    expect(await windows.take('read:a', rule, t + 5001)).toBe(0);
    expect(db.ownWrites()).toBe(0);
  });

  it('counts the requests of every connection to the same database together', async () => {
    const location = await newTestDatabase(dir);
    const [one, two] = [rateWindowStore(await openDatabase(location)), rateWindowStore(await openDatabase(location))];
    const t = 2_000_000;
    expect(await one.take('message:c', rule, t)).toBe(0);
    expect(await two.take('message:c', rule, t + 1)).toBe(0);
    expect(await one.take('message:c', rule, t + 2)).toBe(0);
    expect(await two.take('message:c', rule, t + 3)).toBe(5);
    expect(await one.take('message:c', rule, t + 4)).toBe(5);
  });

  it('keeps a window longer than a minute through the deletion of those that have ended', async () => {
    const windows = rateWindowStore(await openDatabase(await newTestDatabase()));
    const day = { max: 1, ms: 86_400_000 };
    const t = 4_000_000;
    expect(await windows.take('notification-day:a', day, t)).toBe(0);
    // Enough takes, two minutes on, for ended windows to be deleted once.
    await Promise.all(Array.from({ length: 1000 }, (_, i) => windows.take(`read:${i}`, rule, t + 120_000)));
    expect(await windows.take('notification-day:a', day, t + 180_000)).toBe(86_400 - 180);
  });

  it('counts requests taken at once without losing any', async () => {
    const windows = rateWindowStore(await openDatabase(await newTestDatabase()));
    const waits = await Promise.all(Array.from({ length: 8 }, () => windows.take('read:d', rule, 3_000_000)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });
});
