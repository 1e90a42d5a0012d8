/** The texts a wallet signs to sign in, one per mode. */

export const SIGN_IN_TTL_MS = 10 * 60_000;

export function specSignInText(address: string, nonce: string, issuedAt: number): string {
  return `Castline local gateway wants you to sign in with your Ethereum account:\n${address}\n\nNonce: ${nonce}\nIssued At: ${new Date(issuedAt).toISOString()}`;
}

/** far.quest's exact text: a newline, a space, the nonce's length, a space, the nonce (1..9999). */
export function farquestSignInText(nonce: number): string {
  const digits = String(nonce);
  return `@wieldlabs/superhub wants you to sign in with your Ethereum account, secured with a signed message:\n ${digits.length} ${digits}`;
}
