import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import type { AppNotification, MiniAppCalls } from '../api/miniApps';
import type { Page } from '../api/model';
import { nextCursor } from './nextCursor';
import { readKeys, type ViewerKey } from './queryKeys';

/** A page of app notifications; `available` is false where the gateway has no Castline routes (the public service), which keeps none. */
export interface AppNotificationPage extends Page<AppNotification> {
  available: boolean;
}

const APP_NOTIFICATION_PAGE_SIZE = 25;

export interface AppNotificationsInput {
  gateway: Gateway;
  calls: MiniAppCalls;
  viewer: ViewerKey;
  token: string;
}

/** What the signed-in account's Mini Apps sent it, newest first. */
export function appNotificationsQueryOptions({ gateway, calls, viewer, token }: AppNotificationsInput) {
  return infiniteQueryOptions({
    queryKey: readKeys.appNotifications(viewer),
    queryFn: async ({ pageParam }): Promise<AppNotificationPage> => {
      if ((await gateway.limits()) === null) return { items: [], next: null, available: false };
      return { ...(await calls.notifications(token, { cursor: pageParam, limit: APP_NOTIFICATION_PAGE_SIZE })), available: true };
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // Opening the tab always shows what came.
    staleTime: 0,
  });
}
