import type { ApprovalRequest } from './approvals';

/**
 * What adding an app can bring beside listing it, found before the person is asked: notifications when
 * the app's manifest names a webhook and the gateway keeps notifications; none when it names no webhook;
 * unavailable with a gateway without Castline's routes (the public service); unreadable when its
 * manifest could not be read, `reason` saying why in words.
 */
export type NotificationOffer = { kind: 'offered'; webhookUrl: string } | { kind: 'none' } | { kind: 'unavailable' } | { kind: 'unreadable'; reason: string };

/** The label of the checkbox that comes with Add, checked at first as in the Farcaster app. */
export const ALLOW_NOTIFICATIONS = 'Allow notifications';

/** The question "add this app?", with the notifications choice when there is one, or why there is none. */
export function addApprovalRequest(appName: string, appUrl: string, offer: NotificationOffer): ApprovalRequest {
  const listed = `It will be listed on your Apps screen. It runs at ${new URL(appUrl).origin}.`;
  const why =
    offer.kind === 'unavailable'
      ? 'Notifications from Mini Apps are not available with this gateway.'
      : offer.kind === 'unreadable'
        ? `It cannot notify you. ${offer.reason}`
        : null;
  return {
    title: `Add ${appName} to your apps?`,
    detail: why ? `${listed}\n${why}` : listed,
    approveLabel: 'Add app',
    ...(offer.kind === 'offered' && { option: ALLOW_NOTIFICATIONS }),
  };
}
