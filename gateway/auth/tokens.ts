import { errors, jwtVerify, SignJWT } from 'jose';
import { RequestError } from '../requestError';

/** Who a token speaks for: an L1 FID (FID mode) or a lowercase wallet address (signature mode). */
export type Identity = { kind: 'fid'; fid: string; signerKey: string } | { kind: 'address'; fid: string };

export interface TokenIssuer {
  issue(identity: Identity): Promise<string>;
  /** Refuses with 401 `Token expired` or `Invalid token`. */
  verify(token: string): Promise<Identity>;
}

export function tokenIssuer(secret: Uint8Array, ttlSeconds: number): TokenIssuer {
  return {
    async issue(identity) {
      // `payload` mirrors the public service's claims so tokens look alike in both modes.
      const payload = { id: identity.fid, isExternal: identity.kind === 'address', ...(identity.kind === 'fid' ? { signerId: identity.signerKey } : {}) };
      return new SignJWT({ payload, kind: identity.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.fid)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const claims = payload as { sub?: unknown; kind?: unknown; payload?: { signerId?: unknown } };
        if (typeof claims.sub !== 'string') throw new RequestError(401, 'Invalid token');
        if (claims.kind === 'fid' && typeof claims.payload?.signerId === 'string') {
          return { kind: 'fid', fid: claims.sub, signerKey: claims.payload.signerId };
        }
        if (claims.kind === 'address') return { kind: 'address', fid: claims.sub };
        throw new RequestError(401, 'Invalid token');
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new RequestError(401, 'Token expired');
        if (error instanceof RequestError) throw error;
        throw new RequestError(401, 'Invalid token');
      }
    },
  };
}
