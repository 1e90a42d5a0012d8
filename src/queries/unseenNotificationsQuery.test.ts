import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import type { Gateway } from '../api/gateway';
import { createReadCache } from './readCache';
import { readKeys } from './queryKeys';
import { UNSEEN_POLL_MS, unseenNotificationsQueryOptions } from './unseenNotificationsQuery';

describe('unseenNotificationsQueryOptions', () => {
  it('reads the count at most every 30 s and when the window regains focus, per viewer', async () => {
    let calls = 0;
    const gateway = { unseenNotificationsCount: async () => ++calls } as unknown as Gateway;
    const client = new QueryClient();
    const options = unseenNotificationsQueryOptions({ gateway, viewer: fidOf('7'), cache: createReadCache(gateway, client, fidOf('7')) });
    expect(UNSEEN_POLL_MS).toBe(30_000);
    expect(options).toMatchObject({ staleTime: 30_000, refetchInterval: 30_000, refetchIntervalInBackground: false, refetchOnWindowFocus: true });
    expect(options.queryKey).toEqual(readKeys.unseenNotifications(fidOf('7')));
    expect(await client.fetchQuery(options)).toBe(1);
    expect(await client.fetchQuery(options)).toBe(1);
    expect(calls).toBe(1);
  });
});
