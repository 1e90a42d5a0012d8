import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

export type Hex = `0x${string}`;

export function toHex(bytes: Uint8Array): Hex {
  return `0x${bytesToHex(bytes)}`;
}

/** Parses `0x`-prefixed hex; with `byteLength`, also insists on that exact size. */
export function fromHex(hex: string, byteLength?: number): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new RangeError(`Not 0x hex: ${JSON.stringify(hex)}`);
  const bytes = hexToBytes(hex.slice(2));
  if (byteLength !== undefined && bytes.length !== byteLength) {
    throw new RangeError(`Expected ${byteLength} bytes, got ${bytes.length}`);
  }
  return bytes;
}

/** A cast or message hash: BLAKE3 truncated to 20 bytes. */
export function isMessageHash(hex: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(hex);
}
