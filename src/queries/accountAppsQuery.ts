import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import type { AccountApp, MiniAppCalls } from '../api/miniApps';
import { readKeys, type ViewerKey } from './queryKeys';

export interface AccountAppsInput {
  gateway: Gateway;
  calls: MiniAppCalls;
  viewer: ViewerKey;
  token: string;
}

/** The apps the signed-in account added, as the gateway keeps them; null where it has no Castline routes (the public service). */
export function accountAppsQueryOptions({ gateway, calls, viewer, token }: AccountAppsInput) {
  return queryOptions({
    queryKey: readKeys.accountApps(viewer),
    queryFn: async (): Promise<AccountApp[] | null> => ((await gateway.limits()) === null ? null : calls.apps(token)),
    // Added from a Mini App or in another browser meanwhile: each screen that lists them reads them again.
    staleTime: 0,
  });
}
