import type { AppNotification } from '../../api/miniApps';
import type { MiniAppLaunch } from '../../widgets/miniapp/launch';
import type { AddedApp } from '../../api/addedApps';

/** The added app a notification came from: the one on the same origin, whose name and pictures it opens with. */
export function appOfNotification(notification: AppNotification, apps: readonly AddedApp[]): AddedApp | null {
  return apps.find((app) => new URL(app.url).origin === notification.appUrl) ?? null;
}

/** What the row names the app by: its name when this browser added it, else its host. */
export function appNameOf(notification: AppNotification, apps: readonly AddedApp[]): string {
  return appOfNotification(notification, apps)?.name ?? new URL(notification.appUrl).host;
}

/** Opening a notification launches its app at the notification's target, telling the app which notification opened it. */
export function launchOfNotification(notification: AppNotification, apps: readonly AddedApp[]): MiniAppLaunch {
  const app = appOfNotification(notification, apps);
  const { notificationId, title, body } = notification;
  return {
    name: appNameOf(notification, apps),
    url: notification.targetUrl,
    splashImageUrl: app?.splashImageUrl ?? null,
    splashBackgroundColor: app?.splashBackgroundColor ?? null,
    imageUrl: app?.imageUrl ?? null,
    from: { type: 'notification', notification: { notificationId, title, body } },
  };
}
