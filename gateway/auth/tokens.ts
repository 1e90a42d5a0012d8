import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { UnauthenticatedError } from '../domainErrors';

/**
 * Who a token speaks for: an L1 FID (FID mode, with the signer key it signed in with, or none after Sign
 * in with Farcaster) or a lowercase wallet address (signature mode).
 */
export type Identity = { kind: 'fid'; fid: string; signerKey: string | null } | { kind: 'address'; fid: string };

export interface TokenIssuer {
  issue(identity: Identity): Promise<string>;
  /** Refuses (UnauthenticatedError) with `Token expired`, `Signed out` or `Invalid token`. */
  verify(token: string): Promise<Identity>;
  /** Ends a valid token now, for every process on the same database; an expired one is already over. */
  revoke(token: string): Promise<void>;
}

/** Where ended tokens are kept: the database, shared by every process. */
export interface Revocations {
  revoke(id: string, expiresAt: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
}

/** How many verified tokens a process keeps, so a token's signature is checked once rather than per request. */
const VERIFIED_TOKENS = 10_000;

type Claims = { sub?: unknown; kind?: unknown; jti?: unknown; exp?: number; payload?: { signerId?: unknown } };

export function tokenIssuer(secret: Uint8Array, ttlSeconds: number, revocations: Revocations): TokenIssuer {
  async function claimsOf(token: string): Promise<Claims> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return payload as Claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new UnauthenticatedError('Token expired');
      throw new UnauthenticatedError('Invalid token');
    }
  }
  // Signatures checked already, by token. What a signature proves never changes; the expiry is checked
  // at every use and the revocation asked at every use of the revoked tokens, whose answers each process
  // forgets once any process signs a token out, so every process refuses a signed-out token at once.
  const verified = new Map<string, Claims>();
  async function verifiedClaims(token: string): Promise<Claims> {
    const known = verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp <= Date.now() / 1000) {
        verified.delete(token);
        throw new UnauthenticatedError('Token expired');
      }
      return known;
    }
    const claims = await claimsOf(token);
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  }
  return {
    async issue(identity) {
      // `payload` mirrors the public service's claims so tokens look alike in both modes.
      const payload = { id: identity.fid, isExternal: identity.kind === 'address', ...(identity.kind === 'fid' && identity.signerKey ? { signerId: identity.signerKey } : {}) };
      return new SignJWT({ payload, kind: identity.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.fid)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const claims = await verifiedClaims(token);
      if (typeof claims.sub !== 'string') throw new UnauthenticatedError('Invalid token');
      if (typeof claims.jti === 'string' && (await revocations.isRevoked(claims.jti))) throw new UnauthenticatedError('Signed out');
      if (claims.kind === 'fid') {
        const signerId = claims.payload?.signerId;
        return { kind: 'fid', fid: claims.sub, signerKey: typeof signerId === 'string' ? signerId : null };
      }
      if (claims.kind === 'address') return { kind: 'address', fid: claims.sub };
      throw new UnauthenticatedError('Invalid token');
    },
    async revoke(token) {
      const claims = await claimsOf(token).catch((error: unknown) => {
        if (error instanceof UnauthenticatedError && error.message === 'Token expired') return null;
        throw error;
      });
      if (claims === null) return;
      if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number') throw new UnauthenticatedError('Invalid token');
      await revocations.revoke(claims.jti, claims.exp);
    },
  };
}
