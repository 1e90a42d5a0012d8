/** A 32-byte Ed25519 private key as typed or pasted: 64 hex digits, with or without `0x`. */
export function parsePrivateKeyHex(input: string): Uint8Array | null {
  const hex = input.trim().replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
