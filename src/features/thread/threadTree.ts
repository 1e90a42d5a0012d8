import type { Cast, CastHash } from '../../api/model';

/**
 * The replies under `hash`, at any depth, in conversation order. `casts` is a thread oldest
 * first, so a parent always comes before its replies.
 */
export function repliesUnder(casts: readonly Cast[], hash: CastHash): Cast[] {
  const inside = new Set([hash]);
  const out: Cast[] = [];
  for (const cast of casts) {
    if (cast.parentHash && inside.has(cast.parentHash) && !inside.has(cast.hash)) {
      inside.add(cast.hash);
      out.push(cast);
    }
  }
  return out;
}
