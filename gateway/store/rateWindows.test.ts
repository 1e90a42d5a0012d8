import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { rateWindowStore } from './rateWindows';

const dir = mkdtempSync(join(tmpdir(), 'castline-rate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rule = { max: 3, ms: 5000 };

describe('rateWindowStore', () => {
  it('lets `max` requests through per window, then says how many seconds are left, and opens a new window after', () => {
    const windows = rateWindowStore(openDatabase(':memory:'));
    const t = 1_000_000;
    expect([0, 1, 2].map((i) => windows.take('read:a', rule, t + i))).toEqual([0, 0, 0]);
    expect(windows.take('read:a', rule, t + 10)).toBe(5);
    expect(windows.take('read:a', rule, t + 3001)).toBe(2);
    expect(windows.take('read:b', rule, t + 3001)).toBe(0);
    expect(windows.take('read:a', rule, t + 4999)).toBe(1);
    expect(windows.take('read:a', rule, t + 5000)).toBe(0);
    expect(windows.take('read:a', rule, t + 5001)).toBe(0);
    expect(windows.changes()).toBe(9);
  });

  it('counts the requests of every connection to the same file together', () => {
    const path = join(dir, 'gateway.sqlite');
    const [one, two] = [rateWindowStore(openDatabase(path)), rateWindowStore(openDatabase(path))];
    const t = 2_000_000;
    expect([one, two, one].map((w, i) => w.take('message:c', rule, t + i))).toEqual([0, 0, 0]);
    expect(two.take('message:c', rule, t + 3)).toBe(5);
    expect(one.take('message:c', rule, t + 4)).toBe(5);
  });
});
