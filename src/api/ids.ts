import type { CastHash, Fid } from './model';

/**
 * The one place ids get their canonical form. L2 FIDs are wallet addresses and hashes are hex, both
 * compared in one case; everything above `api/` compares ids with `===`.
 */
export function fidOf(value: string | number): Fid {
  const text = String(value).trim();
  return (/^0x/i.test(text) ? text.toLowerCase() : text) as Fid;
}

export function castHashOf(value: string): CastHash {
  return value.trim().toLowerCase() as CastHash;
}

/** An FID from a URL or another app: a Farcaster number, or an L2 wallet address; null otherwise. */
export function parseFid(text: string | null | undefined): Fid | null {
  const value = text?.trim() ?? '';
  return /^[1-9][0-9]{0,15}$/.test(value) || /^0x[0-9a-fA-F]{40}$/.test(value) ? fidOf(value) : null;
}

/** A cast hash as Farcaster writes it (20 bytes of hex), from a URL or another app; null otherwise. */
export function parseCastHash(text: string | null | undefined): CastHash | null {
  return text && /^0x[0-9a-fA-F]{40}$/.test(text.trim()) ? castHashOf(text) : null;
}

const CHANNEL_KEY = /^[a-z0-9-]{1,64}$/;

/** A channel id as links, apps and this browser's storage write it (case and spaces aside), or null when it cannot be one. */
export function parseChannelKey(text: unknown): string | null {
  const key = typeof text === 'string' ? text.trim().toLowerCase() : '';
  return CHANNEL_KEY.test(key) ? key : null;
}
