/**
 * How long a control that approves something must have been on screen before it takes a press:
 * about what browsers wait before their own permission prompts accept a click.
 */
export const ARMING_MS = 500;

/** A box on screen in CSS pixels from the viewport's top left, as `getBoundingClientRect` gives it. */
interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Only a mouse rests on screen between presses, where a control can appear under it; a key, a finger or a pen presses anew. */
const CONTACT_KINDS = new Set(['key', 'touch', 'pen']);

const within = (inner: ScreenBox, outer: ScreenBox) => inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;

/**
 * Whether a press on an approval is the person's deliberate act. A press counts only when the control
 * has been on screen for `armingMs` and the press itself began after that: the second click of a
 * double-click started elsewhere, or a key already held when the control appeared, never counts.
 * A mouse press counts only when the pointer has been seen off the control since it appeared, so came
 * onto it: a control that appeared under a resting mouse takes none of its clicks, however late.
 */
export function deliberatePress(shownAt: number, armingMs = ARMING_MS) {
  const armedAt = shownAt + armingMs;
  // The smallest box holding every pointer position seen since the control appeared.
  let pointerSeen: ScreenBox | null = null;
  let press: { at: number; kind: string; pointerSeen: ScreenBox | null } | null = null;
  return {
    armedAt,
    /** The pointer was at (`x`, `y`), wherever that is in the window. */
    pointerAt(x: number, y: number) {
      pointerSeen = pointerSeen
        ? { left: Math.min(pointerSeen.left, x), top: Math.min(pointerSeen.top, y), right: Math.max(pointerSeen.right, x), bottom: Math.max(pointerSeen.bottom, y) }
        : { left: x, top: y, right: x, bottom: y };
    },
    /** A pointer went down or a key was pressed on the control (or its panel) at `at`; `kind` is the pointer's `pointerType`, or `key`. */
    press(at: number, kind: string) {
      press = { at, kind, pointerSeen };
    },
    /** Whether the click or key that is finishing now, at `at`, on the control at `control`, approves. */
    accepts(at: number, control: ScreenBox): boolean {
      if (!press || at < armedAt || press.at < armedAt) return false;
      return CONTACT_KINDS.has(press.kind) || (press.pointerSeen !== null && !within(press.pointerSeen, control));
    },
  };
}
