import type { Cast } from '../../api/model';

/**
 * The replies under `hash`, at any depth, in conversation order. `casts` is a thread oldest
 * first, so a parent always comes before its replies.
 */
export function repliesUnder(casts: readonly Cast[], hash: string): Cast[] {
  const inside = new Set([hash.toLowerCase()]);
  const out: Cast[] = [];
  for (const cast of casts) {
    if (cast.parentHash && inside.has(cast.parentHash.toLowerCase()) && !inside.has(cast.hash.toLowerCase())) {
      inside.add(cast.hash.toLowerCase());
      out.push(cast);
    }
  }
  return out;
}
