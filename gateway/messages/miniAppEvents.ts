import { type DecodedJsonFarcasterSignature, decode, encodeHeader, encodePayload, encodeSignature, type JsonFarcasterSignature, verify } from '@farcaster/jfs';
// The schemas alone: the package's index brings its Solana and wallet code along.
import { type MiniAppServerEvent, serverEventSchema } from '@farcaster/miniapp-core/dist/schemas/events.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { ForbiddenError, InvalidInputError } from '../domainErrors';
import type { SignerRegistry } from '../l1/registry';

export type { MiniAppServerEvent } from '@farcaster/miniapp-core/dist/schemas/events.js';

/** The four events a host sends a Mini App's webhook (the Mini App specification's Server Events). */
export const MINIAPP_EVENT_NAMES = ['miniapp_added', 'miniapp_removed', 'notifications_enabled', 'notifications_disabled'] as const;

/** The `url` and `token` this gateway issued for an account and app: the only notification details an event may carry. */
export interface NotificationDetails {
  url: string;
  token: string;
}

/** Each part of an envelope is base64url; the four events' payloads take a few hundred characters. */
const PART_MAX = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const APP_KEY = /^0x[0-9a-fA-F]{64}$/;

const ASK_FOR_A_TOKEN = 'No notification token was issued for this account and app: ask for one first (POST /castline/v1/miniapps/notification-token)';

/** A browser's signed event: `{header, payload, signature}`, each base64url text; anything beside them is left behind. */
export function readEnvelope(value: unknown): JsonFarcasterSignature {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidInputError('event must be a JSON Farcaster Signature: an object with header, payload and signature');
  }
  const { header, payload, signature } = value as Record<string, unknown>;
  for (const [name, part] of Object.entries({ header, payload, signature })) {
    if (typeof part !== 'string' || part.length === 0 || part.length > PART_MAX || !BASE64URL.test(part)) {
      throw new InvalidInputError(`event.${name} must be base64url text of at most ${PART_MAX} characters`);
    }
  }
  return { header, payload, signature } as JsonFarcasterSignature;
}

/** Only the fields the specification names, so nothing else rides along to the app's webhook. */
function exactFields(payload: object, event: MiniAppServerEvent): boolean {
  const allowed = event.event === 'miniapp_added' || event.event === 'notifications_enabled' ? ['event', 'notificationDetails'] : ['event'];
  if (Object.keys(payload).some((key) => !allowed.includes(key))) return false;
  const details = (payload as { notificationDetails?: object }).notificationDetails;
  return details === undefined || Object.keys(details).every((key) => key === 'url' || key === 'token');
}

/**
 * The event a payload says, read with the specification's own schema: one of the four, whose
 * notification details, when it carries any, are exactly those this gateway issued for the account and app.
 */
export function checkEventPayload(payload: unknown, issued: NotificationDetails | null): MiniAppServerEvent {
  const parsed = serverEventSchema.safeParse(payload);
  if (!parsed.success) {
    throw new InvalidInputError(`The event must be one of ${MINIAPP_EVENT_NAMES.join(', ')}, with notificationDetails {url, token} where it takes them`);
  }
  const event = parsed.data;
  if (!exactFields(payload as object, event)) throw new InvalidInputError('The event has fields the Mini App specification does not give it');
  const details = 'notificationDetails' in event ? event.notificationDetails : undefined;
  if (details) {
    if (!issued) throw new InvalidInputError(ASK_FOR_A_TOKEN);
    if (details.url !== issued.url || details.token !== issued.token) {
      throw new InvalidInputError('notificationDetails must be the url and token this gateway issued for this account and app');
    }
  }
  return event;
}

/**
 * An event signed in the browser, checked before the gateway sends it on: a JSON Farcaster Signature
 * (verified by the official `@farcaster/jfs`) by an app key that is an active signer of the account's
 * FID, over one of the four events with only the notification details this gateway issued.
 */
export async function verifyEvent(envelope: JsonFarcasterSignature, fid: number, issued: NotificationDetails | null, registry: SignerRegistry): Promise<MiniAppServerEvent> {
  let decoded: DecodedJsonFarcasterSignature;
  try {
    decoded = decode(envelope);
  } catch {
    throw new InvalidInputError('event is not a JSON Farcaster Signature: its header or payload is not base64url JSON');
  }
  const header = decoded.header as Partial<DecodedJsonFarcasterSignature['header']> | null;
  if (header?.type !== 'app_key' || typeof header.key !== 'string' || !APP_KEY.test(header.key)) {
    throw new InvalidInputError('event must be signed with an app key: a header of type app_key naming the Ed25519 public key (0x and 64 hex digits)');
  }
  if (typeof header.fid !== 'number' || !Number.isSafeInteger(header.fid)) throw new InvalidInputError("event's header must name the account's FID");
  try {
    await verify({ data: envelope, keyTypes: ['app_key'] });
  } catch {
    throw new ForbiddenError("The event's signature does not verify with the key its header names");
  }
  if (header.fid !== fid) throw new ForbiddenError(`The event is signed for FID ${header.fid}, not for this account's FID ${fid}`);
  if (!(await registry.isActiveSigner(fid, header.key))) throw new ForbiddenError(`The key ${header.key} is not an active signer of FID ${fid}`);
  return checkEventPayload(decoded.payload, issued);
}

/** The event an account without a signer key asks for by name, with the details issued for it where it takes them. */
export function eventNamed(name: unknown, issued: NotificationDetails | null): MiniAppServerEvent {
  switch (name) {
    case 'miniapp_added':
      return issued ? { event: name, notificationDetails: issued } : { event: name };
    case 'notifications_enabled':
      if (!issued) throw new InvalidInputError(ASK_FOR_A_TOKEN);
      return { event: name, notificationDetails: issued };
    case 'notifications_disabled':
    case 'miniapp_removed':
      return { event: name };
    default:
      throw new InvalidInputError(`eventType must be one of ${MINIAPP_EVENT_NAMES.join(', ')}`);
  }
}

/**
 * An event signed as a JSON Farcaster Signature by an app key (an Ed25519 private key), encoded with
 * `@farcaster/jfs`: header type `app_key` naming `fid` and the key's public half.
 */
export function signEvent(event: MiniAppServerEvent, signer: { fid: number; privateKey: Uint8Array }): JsonFarcasterSignature {
  const { fid, privateKey } = signer;
  const key = `0x${Buffer.from(ed25519.getPublicKey(privateKey)).toString('hex')}` as const;
  const header = encodeHeader({ fid, type: 'app_key', key });
  const payload = encodePayload(event);
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), privateKey);
  return { header, payload, signature: encodeSignature(signature) };
}
