import type { Cast } from '../../api/model';

/** The casts a feed entry draws: a folded reply is drawn under its parent. */
function drawn(cast: Cast): Cast[] {
  return cast.reply ? [cast, cast.reply] : [cast];
}

/**
 * Feed entries in which each cast appears once. The gateway folds each reply into its parent, so a
 * parent with several replies comes back once per reply and again on its own, pages apart: the
 * newest entry that draws a cast keeps it, and a later entry keeps only what it adds (a reply whose
 * parent is already on screen is drawn on its own, with its "replying to" line).
 */
export function withoutRepeats(casts: readonly Cast[]): Cast[] {
  const out: Cast[] = [];
  const shown = new Set<string>();
  for (const cast of casts) {
    const kept = drawn(cast).filter((c) => !shown.has(c.hash));
    if (kept.length === 0) continue;
    const entry = kept.length === 2 ? cast : kept[0]!.hash === cast.hash ? { ...cast, reply: null } : kept[0]!;
    out.push(entry);
    for (const c of drawn(entry)) shown.add(c.hash);
  }
  return out;
}
