import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../testing/memoryStore';
import { isEmpty, openDatabase, tokenSecret } from './database';

describe('database', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is empty until it holds a user', () => {
    const { store, user } = memoryStore();
    expect(isEmpty(store.db)).toBe(true);
    user('1');
    expect(isEmpty(store.db)).toBe(false);
  });

  it('opens a file in a folder it makes, with foreign keys on, and keeps its token secret across openings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'castline-db-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'gateway.sqlite');
    const first = openDatabase(path);
    expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    const secret = tokenSecret(first);
    expect(secret).toHaveLength(32);
    expect(tokenSecret(first)).toEqual(secret);
    first.close();
    const again = openDatabase(path);
    expect(tokenSecret(again)).toEqual(secret);
    again.close();
    expect(tokenSecret(openDatabase(':memory:'))).not.toEqual(secret);
  });
});
