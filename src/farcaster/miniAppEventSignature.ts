import { Buffer } from 'buffer/';
import { encodeHeader, encodePayload, encodeSignature, type JsonFarcasterSignature } from '@farcaster/jfs';
import { toHex } from './hex';
import type { Ed25519Signer } from './signer';

// @farcaster/jfs encodes with Node's Buffer, which browsers do not have: this module, loaded only where an
// event is signed, gives it one.
const withBuffer = globalThis as { Buffer?: unknown };
withBuffer.Buffer ??= Buffer;

/** Where an app's server sends notifications, and the token that lets it: all an app is given. */
export interface NotificationDetails {
  url: string;
  token: string;
}

/** The four events a host sends an app's webhook (the Mini App specification's server events). */
export type MiniAppEvent =
  | { event: 'miniapp_added'; notificationDetails?: NotificationDetails }
  | { event: 'notifications_enabled'; notificationDetails: NotificationDetails }
  | { event: 'notifications_disabled' }
  | { event: 'miniapp_removed' };

/**
 * A Mini App event as a JSON Farcaster Signature, encoded by the official `@farcaster/jfs` and signed in
 * this browser by the account's signer key (header type `app_key` naming the FID and the key's public
 * half): the private key never leaves WebCrypto.
 */
export async function signMiniAppEvent(event: MiniAppEvent, fid: number, signer: Ed25519Signer): Promise<JsonFarcasterSignature> {
  const header = encodeHeader({ fid, type: 'app_key', key: toHex(signer.publicKey) });
  const payload = encodePayload(event);
  const signature = await signer.sign(new TextEncoder().encode(`${header}.${payload}`));
  return { header, payload, signature: encodeSignature(signature) };
}
