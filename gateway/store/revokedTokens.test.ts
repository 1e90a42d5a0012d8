import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { newTestDatabase, testDialect } from '../testing/testDatabase';
import { openDatabase, type Db } from './database';
import { createStore, type Store } from './store';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two gateway processes' stores on one new database. */
async function twoProcesses(): Promise<[Store, Store]> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-revoked-'));
  dirs.push(dir);
  const location = await newTestDatabase(dir);
  const stores = [await openDatabase(location), await openDatabase(location)].map((db) => {
    opened.push(db);
    return createStore(db);
  });
  return stores as [Store, Store];
}

const LATER = Math.floor(Date.now() / 1000) + 3600;

describe(`revoked tokens (${testDialect})`, () => {
  it('are refused by another process from its next check on, though it had answered that token before', async () => {
    const [here, there] = await twoProcesses();
    await here.checkOtherProcesses();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(false);
    await there.revokedTokens.revoke('token-a', LATER);
    await here.checkOtherProcesses();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
    expect(await here.revokedTokens.isRevoked('token-b')).toBe(false);
  });

  it('are refused at once by the process that signed them out, and a token asked about again is not looked up again', async () => {
    const [here] = await twoProcesses();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(false);
    await here.revokedTokens.revoke('token-a', LATER);
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
    // Removed behind the store's back: the kept answer is what this process says until it is told of a commit.
    await here.db.bookkeep(sql`DELETE FROM revoked_tokens`);
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
  });
});
