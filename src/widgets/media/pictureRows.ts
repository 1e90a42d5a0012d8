import type { Shape } from './imageUrl';

/** The most pictures one row holds. */
const PER_ROW = 3;
/**
 * The widest a row is meant to be, as the sum of its pictures' width-to-height ratios: three squares,
 * about 100 px tall on a phone. A row wider than that makes its pictures too small to make out.
 */
const ROW_RATIO = 3;

/** A picture of unknown shape waits in a 4:3 box until it has loaded. */
export const UNKNOWN_SHAPE: Shape = { width: 4, height: 3 };

const ratioOf = ({ width, height }: Shape): number => width / height;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Every way to cut `count` pictures, in order, into `rows` rows of at least one each. */
function cuts(count: number, rows: number, from = 0): number[][][] {
  if (rows === 1) return [[Array.from({ length: count - from }, (_, i) => from + i)]];
  const ways: number[][][] = [];
  for (let end = from + 1; end <= count - rows + 1; end++) {
    const row = Array.from({ length: end - from }, (_, i) => from + i);
    for (const rest of cuts(count, rows - 1, end)) ways.push([row, ...rest]);
  }
  return ways;
}

/**
 * Which pictures share a row, by index, in order: as few rows as keep each at most three pictures and
 * about ROW_RATIO wide, shared out so the widest row is as narrow as it can be (a panorama beside two
 * others gets a row of its own; four squares make two rows of two).
 */
export function pictureRows(shapes: readonly Shape[]): number[][] {
  const ratios = shapes.map(ratioOf);
  const rows = Math.min(shapes.length, Math.max(Math.ceil(shapes.length / PER_ROW), Math.ceil(sum(ratios) / ROW_RATIO)));
  if (rows === 0) return [];
  let best: number[][] = [];
  let bestWidest = Number.POSITIVE_INFINITY;
  for (const way of cuts(shapes.length, rows)) {
    if (way.some((row) => row.length > PER_ROW)) continue;
    const widest = Math.max(...way.map((row) => sum(row.map((i) => ratios[i]!))));
    if (widest < bestWidest) {
      best = way;
      bestWidest = widest;
    }
  }
  return best;
}

/**
 * The widest a row of pictures may be, in rem, so that at one shared height (each as wide as its
 * shape makes it) it is no taller than `maxHeightRem`; the gaps between them count too.
 */
export function rowMaxWidthRem(shapes: readonly Shape[], maxHeightRem: number, gapRem: number): number {
  return sum(shapes.map(ratioOf)) * maxHeightRem + gapRem * Math.max(0, shapes.length - 1);
}
