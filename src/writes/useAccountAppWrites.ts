import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppWebhook, EventOutcome, MiniAppCalls } from '../api/miniApps';
import { removeApp } from '../api/addedApps';
import { readKeys } from '../queries/queryKeys';
import { viewerKeyOf } from '../queries/useReadContext';
import { useSession } from '../services/useSession';
import { currentAuthor, notSignedIn } from './currentAuthor';
import { enableNotifications, eventSigning, type MiniAppEventSender, sendMiniAppEvent } from './miniAppEvents';

/** An added app as Settings changes it: its webhook when the gateway keeps it for the account, and the address this browser lists it under. */
export interface AddedAppRef {
  /** What the person knows the app as. */
  name: string;
  webhook: AppWebhook | null;
  addedHere: string | null;
}

/**
 * The person's own acts on an added app in Settings: notifications on (a new token, `notifications_enabled`)
 * or off (`notifications_disabled`), and Remove (`miniapp_removed`, then forgotten in this browser too).
 * Each event is signed in this browser for an account with an FID; the gateway forgets the token at once.
 * Each answers whether the app's server was told (null where the gateway keeps no webhook for the app).
 */
export function useAccountAppWrites(calls: MiniAppCalls) {
  const session = useSession();
  const client = useQueryClient();
  const viewer = viewerKeyOf(session);
  const sender = (): MiniAppEventSender => {
    const author = currentAuthor(session);
    if (!author || !session.token) throw notSignedIn();
    return { calls, token: session.token, sign: eventSigning(author) };
  };
  const refresh = () => client.invalidateQueries({ queryKey: readKeys.accountApps(viewer) });

  const notifications = useMutation({
    mutationFn: async ({ entry, on }: { entry: AddedAppRef; on: boolean }): Promise<EventOutcome | null> => {
      if (!entry.webhook) return null;
      return on ? enableNotifications(sender(), entry.webhook) : sendMiniAppEvent(sender(), entry.webhook, { event: 'notifications_disabled' });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (entry: AddedAppRef): Promise<EventOutcome | null> => {
      const outcome = entry.webhook ? await sendMiniAppEvent(sender(), entry.webhook, { event: 'miniapp_removed' }) : null;
      if (entry.addedHere && session.identity) removeApp(localStorage, session.identity.fid, entry.addedHere);
      return outcome;
    },
    onSettled: refresh,
  });
  return { notifications, remove };
}

export type AccountAppWrites = ReturnType<typeof useAccountAppWrites>;
