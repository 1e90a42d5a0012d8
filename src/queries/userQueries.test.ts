import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Gateway } from '../api/gateway';
import type { User } from '../api/model';
import { createReadCache } from './readCache';
import type { ReadContext } from './readContext';
import { testUser } from './testModel';
import { userSearchQueryOptions } from './userQueries';

/** A gateway whose user search answers `found` in that order (the public service ranks by followers). */
function searchContext(found: () => Promise<User[]>) {
  const gateway = { searchUsers: found } as unknown as Gateway;
  const client = new QueryClient();
  const ctx: ReadContext = { gateway, viewer: 'anon', cache: createReadCache(gateway, client, 'anon') };
  return { ctx, client };
}

describe('userSearchQueryOptions', () => {
  it('offers the exact username first, then usernames starting with the match, whatever order the gateway answers in', async () => {
    const names = ['joanna', 'ninamendes', 'nina', 'nina.eth'];
    const { ctx, client } = searchContext(async () => names.map((username, i) => testUser({ fid: String(i + 1), username })));
    const found = await client.fetchQuery(userSearchQueryOptions(ctx, 'Nina'));
    expect(found.map((u) => u.username)).toEqual(['nina', 'ninamendes', 'nina.eth', 'joanna']);
  });

  it('offers nobody when the search fails', async () => {
    const { ctx, client } = searchContext(() => Promise.reject(new Error('down')));
    expect(await client.fetchQuery(userSearchQueryOptions(ctx, 'nina'))).toEqual([]);
  });
});
