import type { Cast } from '../../api/model';

/** The casts a feed entry draws: a folded reply is drawn under its parent. */
function drawn(cast: Cast): Cast[] {
  return cast.reply ? [cast, cast.reply] : [cast];
}

/**
 * Feed entries without a cast that the entry just above already draws. The gateway can send a
 * reply folded into its parent next to that parent on its own (either way round); the parent
 * then shows once, and a folded reply whose parent is just above keeps only the reply.
 */
export function withoutRepeats(casts: readonly Cast[]): Cast[] {
  const out: Cast[] = [];
  let above = new Set<string>();
  for (const cast of casts) {
    const kept = drawn(cast).filter((c) => !above.has(c.hash));
    if (kept.length === 0) continue;
    const entry = kept.length === 2 ? cast : kept[0]!.hash === cast.hash ? { ...cast, reply: null } : kept[0]!;
    out.push(entry);
    above = new Set(drawn(entry).map((c) => c.hash));
  }
  return out;
}
