import { ConflictError, NotFoundError } from '../domainErrors';
import { MAX_MINIAPPS } from '../store/miniApps';
import type { Store } from '../store/store';
import type { MiniAppServerEvent } from './miniAppEvents';

/** An app of an account, as a request names it: its origin and where its webhook is now. */
export interface AccountApp {
  userId: number;
  appUrl: string;
  webhookUrl: string;
}

/** Refuses a new app past the limit; call inside the transaction that adds it, so requests at once cannot pass it together. */
export async function makeRoomFor(store: Store, app: AccountApp): Promise<void> {
  if (!(await store.miniApps.byApp(app.userId, app.appUrl)) && (await store.miniApps.count(app.userId)) >= MAX_MINIAPPS) {
    throw new ConflictError(`At most ${MAX_MINIAPPS} Mini Apps per account: remove some to add more`);
  }
}

/**
 * What a checked event changes: added or enabled with the issued token makes the token count, added
 * without notifications keeps none, and disabled or removed forgets the token at once (the app is
 * forgotten too when removed), so a notification sent with it afterwards is refused.
 */
export async function applyMiniAppEvent(store: Store, app: AccountApp, event: MiniAppServerEvent, at: number): Promise<void> {
  const { userId, appUrl, webhookUrl } = app;
  switch (event.event) {
    case 'miniapp_added':
    case 'notifications_enabled':
      if (event.notificationDetails) {
        if (!(await store.miniApps.enable(userId, appUrl, event.notificationDetails.token, webhookUrl))) {
          throw new ConflictError('The notification token changed meanwhile: ask for it again');
        }
        return;
      }
      await store.db.transaction(async () => {
        await makeRoomFor(store, app);
        await store.miniApps.addWithoutNotifications(userId, appUrl, webhookUrl, at);
      });
      return;
    case 'notifications_disabled':
      if (!(await store.miniApps.disable(userId, appUrl, webhookUrl))) throw notAdded(appUrl);
      return;
    case 'miniapp_removed':
      if (!(await store.miniApps.remove(userId, appUrl))) throw notAdded(appUrl);
  }
}

const notAdded = (appUrl: string) => new NotFoundError(`This account has not added ${appUrl}`);
