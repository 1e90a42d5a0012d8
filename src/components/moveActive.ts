/** The next active choice after an arrow key, wrapping around. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (active + step + count) % count;
}
