import { blake3 } from '@noble/hashes/blake3.js';
import type { BodyOverrides } from './action';
import { hex } from './envelope';

/**
 * The key of one submission: who sent it, which signed message, with which `bodyOverrides`. Two
 * submissions are the same message exactly when their keys are equal.
 *
 * BLAKE3 with a 20-byte output over the UTF-8 text
 * `castline-message\n<author fid>\n<message hash, 0x lowercase hex>\n<canonical bodyOverrides>`,
 * where the author is the token's FID (decimal, or the lowercase 0x address) and the overrides are
 * `canonicalOverrides` of what was accepted (`{}` for L1 messages, whose overrides are ignored).
 */
export function submissionKey(author: string, messageHash: string, overrides: BodyOverrides): `0x${string}` {
  const text = `castline-message\n${author}\n${messageHash.toLowerCase()}\n${canonicalOverrides(overrides)}`;
  return hex(blake3(new TextEncoder().encode(text), { dkLen: 20 }));
}

/** JSON with the keys in this order, absent keys left out, FIDs lowercase: one text per meaning. */
export function canonicalOverrides(o: BodyOverrides): string {
  return JSON.stringify({
    ...(o.mentions && { mentions: o.mentions }),
    ...(o.parentCastId && { parentCastId: { fid: o.parentCastId.fid } }),
    ...(o.targetCastId && { targetCastId: { fid: o.targetCastId.fid } }),
    ...(o.targetFid !== undefined && { targetFid: o.targetFid }),
  });
}
