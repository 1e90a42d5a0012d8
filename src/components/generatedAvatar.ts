/** FNV-1a: a small, stable hash, so the same account always gets the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface GeneratedAvatar {
  /** Background and foreground hues, 0–359. */
  background: string;
  foreground: string;
  /** Filled cells of a 5×5 grid, mirrored left to right, as [column, row]. */
  cells: Array<[number, number]>;
}

/** A picture for an account without one: a symmetric pattern in two colours, fixed by the seed (the FID). */
export function generatedAvatar(seed: string): GeneratedAvatar {
  const h = hash(seed);
  const hue = h % 360;
  const pattern = hash(`${seed}:cells`);
  const cells: Array<[number, number]> = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if ((pattern >>> (row * 3 + column)) & 1) {
        cells.push([column, row]);
        if (column < 2) cells.push([4 - column, row]);
      }
    }
  }
  return { background: `hsl(${hue} 70% 88%)`, foreground: `hsl(${(hue + 40) % 360} 65% 38%)`, cells };
}
