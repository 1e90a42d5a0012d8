import type { AccountApp } from '../../api/miniApps';
import type { AddedApp } from '../../api/addedApps';
import type { AddedAppRef } from '../../writes/useAccountAppWrites';

/** One app in Settings: what this browser knows of it and what the gateway keeps for the account. */
export interface AppEntry extends AddedAppRef {
  /** The app's origin. */
  appUrl: string;
  name: string;
  imageUrl: string | null;
  /** Only for an app the gateway keeps (`webhook` set): its notifications can be turned on and off. */
  notificationsEnabled: boolean;
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The account's apps: those the gateway keeps (the latest added first), each named and pictured as this
 * browser added it, then those only this browser lists.
 */
export function mergeApps(kept: readonly AccountApp[], added: readonly AddedApp[]): AppEntry[] {
  const keptOrigins = new Set(kept.map((app) => app.appUrl));
  const fromGateway = kept.map((app): AppEntry => {
    const here = added.find((a) => originOf(a.url) === app.appUrl);
    return {
      appUrl: app.appUrl,
      name: here?.name ?? new URL(app.appUrl).host,
      imageUrl: here?.imageUrl ?? null,
      addedHere: here?.url ?? null,
      webhook: { appUrl: app.appUrl, webhookUrl: app.webhookUrl },
      notificationsEnabled: app.notificationsEnabled,
    };
  });
  const onlyHere = added
    .filter((a) => !keptOrigins.has(originOf(a.url)))
    .map((a): AppEntry => ({ appUrl: originOf(a.url), name: a.name, imageUrl: a.imageUrl, addedHere: a.url, webhook: null, notificationsEnabled: false }));
  return [...fromGateway, ...onlyHere];
}
