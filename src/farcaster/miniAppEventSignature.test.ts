import { decode, verify } from '@farcaster/jfs';
import { describe, expect, it } from 'vitest';
import { toHex } from './hex';
import { signMiniAppEvent } from './miniAppEventSignature';
import { generateSignerKey, signerFromKeyPair } from './signer';

describe('signMiniAppEvent', () => {
  it("signs the event with the account's key so that @farcaster/jfs verifies it, naming the FID and the key", async () => {
    const signer = await signerFromKeyPair(await generateSignerKey());
    const event = { event: 'miniapp_added', notificationDetails: { url: 'https://gateway.example/castline/v1/miniapps/notifications', token: 'ab'.repeat(32) } } as const;
    const envelope = await signMiniAppEvent(event, 7, signer);
    await expect(verify({ data: envelope, keyTypes: ['app_key'], strict: true })).resolves.not.toThrow();
    const decoded = decode(envelope);
    expect(decoded.header).toEqual({ fid: 7, type: 'app_key', key: toHex(signer.publicKey) });
    expect(decoded.payload).toEqual(event);
  });

  it('does not verify once the payload is changed', async () => {
    const signer = await signerFromKeyPair(await generateSignerKey());
    const envelope = await signMiniAppEvent({ event: 'notifications_disabled' }, 7, signer);
    const other = await signMiniAppEvent({ event: 'miniapp_removed' }, 7, signer);
    await expect(verify({ data: { ...envelope, payload: other.payload }, keyTypes: ['app_key'] })).rejects.toThrow();
  });
});
