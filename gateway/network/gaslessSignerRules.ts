import { messageTypeToJSON } from '@farcaster/core';
import { ForbiddenError } from '../domainErrors';

/** A message type as people read it: `CAST_ADD` for `MESSAGE_TYPE_CAST_ADD`. */
const shortName = (name: string) => name.replace(/^MESSAGE_TYPE_/, '');

/**
 * What a key added without gas (a KEY_ADD; `source: SIGNER_SOURCE_OFFCHAIN` in the node's `Signer`) may
 * sign, as Snapchain's engine holds it (src/storage/store/engine.rs:2104-2136, :2198-2218): nothing once
 * its `expiresAt` (Unix seconds: its last use plus its time to live) is past, and only the message types
 * named in its `scopes`. Without a message type (a sign-in with the key) only the expiry counts, and an
 * expired key is simply not a signer; for a message, each refusal is a ForbiddenError that says why.
 */
export function gaslessSignerAllows(
  signer: Record<string, unknown>,
  check: { fid: number; key: string; messageType: number | undefined; nowMs: number },
): boolean {
  const { fid, key, messageType, nowMs } = check;
  const expiresAt = typeof signer.expiresAt === 'number' ? signer.expiresAt : 0;
  if (expiresAt * 1000 < nowMs) {
    if (messageType === undefined) return false;
    throw new ForbiddenError(
      `Invalid signer: ${key} of FID ${fid} was added without gas and expired at ${new Date(expiresAt * 1000).toISOString()}, ` +
        'having signed nothing for its time to live; add a key again',
    );
  }
  if (messageType === undefined) return true;
  const scopes = Array.isArray(signer.scopes) ? signer.scopes.filter((scope): scope is string => typeof scope === 'string') : [];
  const type = messageTypeToJSON(messageType);
  if (scopes.includes(type)) return true;
  throw new ForbiddenError(
    `Invalid signer: ${key} of FID ${fid} was added without gas to sign ${scopes.map(shortName).join(', ') || 'nothing'}, not ${shortName(type)}`,
  );
}
