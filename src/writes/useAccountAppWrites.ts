import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppWebhook, MiniAppCalls } from '../api/miniApps';
import { removeApp } from '../api/addedApps';
import { readKeys } from '../queries/queryKeys';
import { viewerKeyOf } from '../queries/useReadContext';
import { useSession } from '../services/useSession';
import { currentAuthor, notSignedIn } from './currentAuthor';
import { enableNotifications, eventSigning, type MiniAppEventSender, sendMiniAppEvent } from './miniAppEvents';

/** An added app as Settings changes it: its webhook when the gateway keeps it for the account, and the address this browser lists it under. */
export interface AddedAppRef {
  webhook: AppWebhook | null;
  addedHere: string | null;
}

/**
 * The person's own acts on an added app in Settings: notifications on (a new token, `notifications_enabled`)
 * or off (`notifications_disabled`), and Remove (`miniapp_removed`, then forgotten in this browser too).
 * Each event is signed in this browser for an account with an FID; the gateway forgets the token at once.
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
    mutationFn: async ({ entry, on }: { entry: AddedAppRef; on: boolean }) => {
      if (!entry.webhook) return;
      if (on) await enableNotifications(sender(), entry.webhook);
      else await sendMiniAppEvent(sender(), entry.webhook, { event: 'notifications_disabled' });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (entry: AddedAppRef) => {
      if (entry.webhook) await sendMiniAppEvent(sender(), entry.webhook, { event: 'miniapp_removed' });
      if (entry.addedHere && session.identity) removeApp(localStorage, session.identity.fid, entry.addedHere);
    },
    onSettled: refresh,
  });
  return { notifications, remove };
}
