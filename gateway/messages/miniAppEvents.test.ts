import { decode, verify } from '@farcaster/jfs';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, InvalidInputError } from '../domainErrors';
import type { SignerRegistry } from '../l1/registry';
import { checkEventPayload, eventNamed, type MiniAppServerEvent, readEnvelope, signEvent, verifyEvent } from './miniAppEvents';

const appKey = ed25519.utils.randomSecretKey();
const otherKey = ed25519.utils.randomSecretKey();
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
/** FID 7's one signer is `appKey`. */
const registry: SignerRegistry = {
  fidOf: async () => null,
  custodyOf: async () => null,
  isActiveSigner: async (fid, key) => fid === 7 && key.toLowerCase() === hex(ed25519.getPublicKey(appKey)),
};
const issued = { url: 'https://gateway.example/castline/v1/miniapps/notifications', token: 'a'.repeat(64) };
const added: MiniAppServerEvent = { event: 'miniapp_added', notificationDetails: issued };
const signed = (event: unknown, fid = 7, privateKey = appKey) => signEvent(event as MiniAppServerEvent, { fid, privateKey });

describe('Mini App events', () => {
  it('signs a JSON Farcaster Signature the official package verifies, naming the FID and the public key', async () => {
    const envelope = signed(added, 0);
    await expect(verify({ data: envelope, keyTypes: ['app_key'] })).resolves.toBeUndefined();
    expect(decode(envelope)).toMatchObject({ header: { fid: 0, type: 'app_key', key: hex(ed25519.getPublicKey(appKey)) }, payload: added });
  });

  it("takes an event signed by an active signer of the account's FID, with the details issued for the app", async () => {
    await expect(verifyEvent(signed(added), 7, issued, registry)).resolves.toEqual(added);
    await expect(verifyEvent(signed({ event: 'miniapp_removed' }), 7, null, registry)).resolves.toEqual({ event: 'miniapp_removed' });
    await expect(verifyEvent(signed({ event: 'miniapp_added' }), 7, null, registry)).resolves.toEqual({ event: 'miniapp_added' });
  });

  it('refuses another FID, a key that is not its signer, and a signature over other bytes', async () => {
    await expect(verifyEvent(signed(added, 8), 7, issued, registry)).rejects.toThrow(new ForbiddenError("The event is signed for FID 8, not for this account's FID 7"));
    await expect(verifyEvent(signed(added, 7, otherKey), 7, issued, registry)).rejects.toThrow(/is not an active signer of FID 7/);
    const tampered = { ...signed(added), payload: signed({ event: 'miniapp_removed' }).payload };
    await expect(verifyEvent(tampered, 7, issued, registry)).rejects.toThrow(/signature does not verify/);
    const otherType = { ...signed(added), header: Buffer.from(JSON.stringify({ fid: 7, type: 'custody', key: '0x' + '1'.repeat(40) })).toString('base64url') };
    await expect(verifyEvent(otherType, 7, issued, registry)).rejects.toThrow(/signed with an app key/);
    await expect(verifyEvent({ header: 'bm90IGpzb24', payload: 'e30', signature: 'AA' }, 7, issued, registry)).rejects.toThrow(InvalidInputError);
  });

  it('refuses anything but the four events, fields beside theirs, and details other than those issued', () => {
    const refusals: [unknown, NotificationDetailsOrNull, RegExp][] = [
      [{ event: 'frame_added' }, issued, /must be one of miniapp_added, miniapp_removed/],
      [{ event: 'notifications_enabled' }, issued, /must be one of/],
      [null, issued, /must be one of/],
      [{ event: 'miniapp_removed', notificationDetails: issued }, issued, /fields the Mini App specification does not give it/],
      [{ ...added, note: 'more' }, issued, /fields/],
      [{ event: 'miniapp_added', notificationDetails: { ...issued, extra: 1 } }, issued, /fields/],
      [added, null, /ask for one first/],
      [{ event: 'miniapp_added', notificationDetails: { ...issued, token: 'b'.repeat(64) } }, issued, /the url and token this gateway issued/],
      [{ event: 'notifications_enabled', notificationDetails: { ...issued, url: 'https://elsewhere.example/' } }, issued, /the url and token this gateway issued/],
    ];
    for (const [payload, details, words] of refusals) expect(() => checkEventPayload(payload, details)).toThrow(words);
  });

  it('names the event an account without a signer key asks for, with the details issued where it takes them', () => {
    expect(eventNamed('miniapp_added', issued)).toEqual(added);
    expect(eventNamed('miniapp_added', null)).toEqual({ event: 'miniapp_added' });
    expect(eventNamed('notifications_enabled', issued)).toEqual({ event: 'notifications_enabled', notificationDetails: issued });
    expect(eventNamed('notifications_disabled', issued)).toEqual({ event: 'notifications_disabled' });
    expect(eventNamed('miniapp_removed', issued)).toEqual({ event: 'miniapp_removed' });
    expect(() => eventNamed('notifications_enabled', null)).toThrow(/ask for one first/);
    expect(() => eventNamed('frame_added', issued)).toThrow(/eventType must be one of/);
  });

  it('reads an envelope of three base64url parts and leaves the rest behind', () => {
    const envelope = signed(added);
    expect(readEnvelope({ ...envelope, extra: 'x' })).toEqual(envelope);
    for (const bad of [null, 'a.b.c', [], { ...envelope, signature: '' }, { ...envelope, header: 'a b' }, { ...envelope, payload: 'x'.repeat(4097) }, { ...envelope, header: 7 }]) {
      expect(() => readEnvelope(bad)).toThrow(InvalidInputError);
    }
  });
});

type NotificationDetailsOrNull = typeof issued | null;
