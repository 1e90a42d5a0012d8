/** A small seeded generator (mulberry32), so the demo network is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min: number, max: number): number => min + int(max - min + 1),
    chance: (p: number): boolean => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    hex(bytes: number): string {
      let out = '';
      for (let i = 0; i < bytes; i++) out += int(256).toString(16).padStart(2, '0');
      return out;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;
