/**
 * How long a control that approves something must have been on screen before it takes a press:
 * about what browsers wait before their own permission prompts accept a click.
 */
export const ARMING_MS = 500;

/**
 * Whether a press on an approval is the person's deliberate act. A press counts only when the control
 * has been on screen for `armingMs` and the press itself began after that: the second click of a
 * double-click started elsewhere, or a key already held when the control appeared, never counts.
 */
export function deliberatePress(shownAt: number, armingMs = ARMING_MS) {
  let pressedAt = Number.NEGATIVE_INFINITY;
  const armedAt = shownAt + armingMs;
  return {
    armedAt,
    /** A pointer went down or a key was pressed on the control (or its panel) at `at`. */
    press(at: number) {
      pressedAt = at;
    },
    /** Whether the click or key that is finishing now, at `at`, approves. */
    accepts(at: number): boolean {
      return at >= armedAt && pressedAt >= armedAt;
    },
  };
}
