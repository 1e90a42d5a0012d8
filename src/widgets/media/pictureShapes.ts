import { shapeOf, type Shape } from './imageUrl';

/** How many pictures' shapes are kept: far more than a long read shows. */
const MAX_KEPT = 500;

/** Shapes of pictures whose URL does not say it, as they loaded; in memory only, like the rows they sit in. */
const kept = new Map<string, Shape>();

/**
 * A picture's shape before it loads: from an upload's name, else as it was when it last loaded here, so
 * that a list gone back to draws it at its own size at once (a placeholder shape would move the rows below).
 */
export function knownShape(url: URL): Shape | null {
  return shapeOf(url) ?? kept.get(url.href) ?? null;
}

/** Keeps a loaded picture's shape; the oldest goes once more than `MAX_KEPT` are kept. */
export function keepShape(url: URL, shape: Shape): void {
  if (shape.width <= 0 || shape.height <= 0 || shapeOf(url)) return;
  kept.delete(url.href);
  kept.set(url.href, shape);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}
