import { parseFid } from '../../api/ids';
import type { Fid } from '../../api/model';
import { isUsername } from '../../farcaster/username';

/** Whom a profile address (`/u/<segment>`) names: a FID, or a username as in Farcaster's own links. */
export type ProfileRef = { fid: Fid } | { username: string };

/** The account a decoded `/u/` segment names; null when it is neither a FID nor a username. */
export function profileRefOf(segment: string): ProfileRef | null {
  const fid = parseFid(segment);
  if (fid !== null) return { fid };
  const name = segment.trim().toLowerCase();
  return isUsername(name) ? { username: name } : null;
}
