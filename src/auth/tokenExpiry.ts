// Apart from session.ts, which every first visit loads: only the sign-ins (loaded on demand) read a token's expiry.

/** Reads `exp` from a JWT without verifying it: only to know when to ask the person to sign again. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
