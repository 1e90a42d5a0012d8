import type { Hex } from 'viem';

/**
 * Test support: every way a private key could be written out, hex with and without 0x in either case, and
 * as a number (noble's refusal of a key out of range writes it so) when that number is long enough to mean it.
 */
export function spellingsOf(privateKey: Hex): string[] {
  const digits = privateKey.slice(2);
  const decimal = BigInt(privateKey).toString();
  return [privateKey, digits, digits.toLowerCase(), digits.toUpperCase(), ...(decimal.length >= 16 ? [decimal] : [])];
}

/** The spellings of `privateKey` found in `text`, ignoring case: none, for a text that leaks nothing. */
export function leakedSpellings(text: string, privateKey: Hex): string[] {
  const haystack = text.toLowerCase();
  return spellingsOf(privateKey).filter((spelling) => haystack.includes(spelling.toLowerCase()));
}
