import type { Cast } from '../api/model';
import type { CastRef } from '../farcaster/validateCast';

/** How a message points at a cast: its author, its hash, and whether it lives only on L2. */
export function castRefOf(cast: Cast): CastRef {
  return { fid: cast.author.fid, hash: cast.hash, ...(cast.external && { external: true }) };
}
