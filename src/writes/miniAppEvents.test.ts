import { describe, expect, it } from 'vitest';
import type { AppWebhook, EventToSend, MiniAppCalls } from '../api/miniApps';
import type { MiniAppEvent } from '../farcaster/miniAppEventSignature';
import { addMiniAppFor, enableNotifications, eventSigning, type MiniAppEventSender, sendMiniAppEvent } from './miniAppEvents';

const app: AppWebhook = { appUrl: 'https://notes.example', webhookUrl: 'https://notes.example/hook' };
const details = { url: 'https://gateway.example/castline/v1/miniapps/notifications', token: 'ab'.repeat(32) };

/** The calls as the gateway would take them, recording what was sent in order. */
function recording(sign: MiniAppEventSender['sign']) {
  const sent: string[] = [];
  const bodies: EventToSend[] = [];
  const calls = {
    notificationToken: async (token: string) => (sent.push(`token as ${token}`), details),
    sendEvent: async (token: string, to: AppWebhook, body: EventToSend) => {
      sent.push(`event to ${to.webhookUrl} as ${token}`);
      bodies.push(body);
      return { delivered: true, reason: null };
    },
  } as unknown as MiniAppCalls;
  return { sender: { calls, token: 'session', sign }, sent, bodies };
}

const fakeSignature = async (event: MiniAppEvent) => ({ header: 'h', payload: JSON.stringify(event), signature: 's' });

describe('Mini App events', () => {
  it('are signed in the browser for an account with an FID, and only named for the gateway to sign for one without', async () => {
    const signed = recording(fakeSignature);
    await sendMiniAppEvent(signed.sender, app, { event: 'notifications_disabled' });
    expect(signed.bodies).toEqual([{ event: { header: 'h', payload: '{"event":"notifications_disabled"}', signature: 's' } }]);
    const named = recording(null);
    await sendMiniAppEvent(named.sender, app, { event: 'miniapp_removed' });
    expect(named.bodies).toEqual([{ eventType: 'miniapp_removed' }]);
  });

  it('ask for a token before adding with notifications, and the event carries it', async () => {
    const { sender, sent, bodies } = recording(fakeSignature);
    await expect(addMiniAppFor(sender, app, true)).resolves.toEqual(details);
    expect(sent).toEqual(['token as session', 'event to https://notes.example/hook as session']);
    expect(bodies).toEqual([{ event: expect.objectContaining({ payload: JSON.stringify({ event: 'miniapp_added', notificationDetails: details }) }) }]);
  });

  it('add without a token when the person did not allow notifications', async () => {
    const { sender, sent, bodies } = recording(null);
    await expect(addMiniAppFor(sender, app, false)).resolves.toBeNull();
    expect(sent).toEqual(['event to https://notes.example/hook as session']);
    expect(bodies).toEqual([{ eventType: 'miniapp_added' }]);
  });

  it('turn notifications on again with a new token', async () => {
    const { sender, sent, bodies } = recording(fakeSignature);
    await expect(enableNotifications(sender, app)).resolves.toEqual({ delivered: true, reason: null });
    expect(sent).toEqual(['token as session', 'event to https://notes.example/hook as session']);
    expect(bodies).toEqual([{ event: expect.objectContaining({ payload: JSON.stringify({ event: 'notifications_enabled', notificationDetails: details }) }) }]);
  });

  it('have no browser signing for an account without an FID', () => {
    expect(eventSigning({ fid: '0xabc' as never, layer: 'L2', keyOwner: '0xabc' })).toBeNull();
    expect(eventSigning({ fid: '7' as never, layer: 'L1', keyOwner: '0xabc', registeredKey: null })).toBeTypeOf('function');
  });
});
