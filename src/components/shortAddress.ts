/**
 * 0x1234…abcd: enough to recognise an address, short enough for a header. Always in lower case, as
 * the gateway writes addresses, so the same account looks the same in every place it is named.
 */
export function shortAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.length > 12 ? `${lower.slice(0, 6)}…${lower.slice(-4)}` : lower;
}
