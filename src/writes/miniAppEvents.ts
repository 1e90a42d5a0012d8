import type { JsonFarcasterSignature } from '@farcaster/jfs';
import type { AppWebhook, EventOutcome, MiniAppCalls } from '../api/miniApps';
import { type MiniAppEvent, type NotificationDetails, signMiniAppEvent } from '../farcaster/miniAppEventSignature';
import type { Author } from './currentAuthor';
import { signerFor } from './signerAccess';

/** How an account sends its apps' events: as `token`, signed in this browser, or named for the gateway to sign. */
export interface MiniAppEventSender {
  calls: MiniAppCalls;
  token: string;
  /** Signs in this browser with the account's signer key; null for an account without an FID, for which the gateway signs. */
  sign: ((event: MiniAppEvent) => Promise<JsonFarcasterSignature>) | null;
}

/** An account with an FID signs with its signer key in this browser (the key never leaves it); one without an FID has no key. */
export function eventSigning(author: Author): MiniAppEventSender['sign'] {
  if (author.layer === 'L2') return null;
  return async (event) => signMiniAppEvent(event, Number(author.fid), await signerFor(author));
}

/** Applies the event for the account and sends it to the app's webhook through the gateway. */
export async function sendMiniAppEvent({ calls, token, sign }: MiniAppEventSender, app: AppWebhook, event: MiniAppEvent): Promise<EventOutcome> {
  return calls.sendEvent(token, app, sign ? { event: await sign(event) } : { eventType: event.event });
}

/** A token is asked for first and the event carries it: the details are what the app's server notifies with. */
async function sendWithToken(sender: MiniAppEventSender, app: AppWebhook, event: 'miniapp_added' | 'notifications_enabled') {
  const notificationDetails = await sender.calls.notificationToken(sender.token, app);
  return { notificationDetails, outcome: await sendMiniAppEvent(sender, app, { event, notificationDetails }) };
}

/** Tells the app it was added, with notifications when the person allowed them; null without. */
export async function addMiniAppFor(sender: MiniAppEventSender, app: AppWebhook, notify: boolean): Promise<NotificationDetails | null> {
  if (notify) return (await sendWithToken(sender, app, 'miniapp_added')).notificationDetails;
  await sendMiniAppEvent(sender, app, { event: 'miniapp_added' });
  return null;
}

/** Turns the app's notifications on again, with a new token; whether the app's server was told. */
export const enableNotifications = async (sender: MiniAppEventSender, app: AppWebhook): Promise<EventOutcome> => (await sendWithToken(sender, app, 'notifications_enabled')).outcome;
