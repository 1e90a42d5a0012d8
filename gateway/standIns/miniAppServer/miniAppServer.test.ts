import { encodePayload } from '@farcaster/jfs';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MiniAppServerEvent, signEvent } from '../../messages/miniAppEvents';
import { type RunningMiniAppServer, startMiniAppServer } from './miniAppServer';

const privateKey = ed25519.utils.randomSecretKey();
const details = { url: 'http://127.0.0.1:1/notifications', token: 'c'.repeat(64) };
/** An event as a host signs it: a JSON Farcaster Signature by an app key. */
const signed = (event: unknown) => signEvent(event as MiniAppServerEvent, { fid: 3, privateKey });

describe('the Mini App server stand-in', () => {
  let app: RunningMiniAppServer;
  beforeAll(async () => {
    app = await startMiniAppServer();
  });
  afterAll(() => app.close());
  const post = (body: unknown) => fetch(app.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('keeps the token of an event whose signature verifies, and refuses one that does not or says no event', async () => {
    expect(app.appUrl).toBe('https://miniapp.example');
    const good = signed({ event: 'notifications_enabled', notificationDetails: details });
    const forged = { ...good, payload: encodePayload({ event: 'notifications_enabled', notificationDetails: { ...details, token: 'd'.repeat(64) } }) };
    expect((await post(forged)).status).toBe(400);
    expect((await post(signed({ event: 'frame_added' }))).status).toBe(400);
    expect((await post({ header: good.header })).status).toBe(400);
    expect(app.refused()).toBe(3);
    expect(app.tokens()).toEqual(new Map());

    expect((await post(good)).status).toBe(200);
    expect(app.tokens()).toEqual(new Map([[details.token, details.url]]));
    expect((await post(signed({ event: 'notifications_disabled' }))).status).toBe(200);
    expect(app.tokens()).toEqual(new Map());
    const listed = (await (await fetch(`${app.url}/events`)).json()) as { events: unknown[]; refused: number };
    expect(listed).toEqual({ events: app.events, refused: 3 });
    expect(app.events.map((e) => e.event.event)).toEqual(['notifications_enabled', 'notifications_disabled']);
  });

  it('answers events with the status it is told to, as a server that is down, taking none until told otherwise', async () => {
    const before = app.events.length;
    app.answerEventsWith(503);
    expect((await post(signed({ event: 'miniapp_removed' }))).status).toBe(503);
    expect(app.events).toHaveLength(before);
    app.answerEventsWith(null);
    expect((await post(signed({ event: 'miniapp_removed' }))).status).toBe(200);
    expect(app.events).toHaveLength(before + 1);
  });
});
