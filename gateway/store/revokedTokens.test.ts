import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../testing/testDatabase';
import { twoProcesses } from '../testing/sharedDatabase';
import { createStore, type Store } from './store';

/** Two gateway processes' stores on one new database. */
async function twoStores(): Promise<[Store, Store]> {
  const [one, two] = await twoProcesses();
  return [createStore(one), createStore(two)];
}

const LATER = Math.floor(Date.now() / 1000) + 3600;

describe(`revoked tokens (${testDialect})`, () => {
  it('are refused by another process from its next check on, though it had answered that token before', async () => {
    const [here, there] = await twoStores();
    await here.checkOtherProcesses();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(false);
    await there.revokedTokens.revoke('token-a', LATER);
    await here.checkOtherProcesses();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
    expect(await here.revokedTokens.isRevoked('token-b')).toBe(false);
  });

  it('are refused at once by the process that signed them out, and a token asked about again is not looked up again', async () => {
    const [here] = await twoStores();
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(false);
    await here.revokedTokens.revoke('token-a', LATER);
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
    // Removed behind the store's back: the kept answer is what this process says until it is told of a commit.
    await here.db.bookkeep(sql`DELETE FROM revoked_tokens`);
    expect(await here.revokedTokens.isRevoked('token-a')).toBe(true);
  });
});
