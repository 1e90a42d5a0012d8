import { useEffect, useLayoutEffect, useState } from 'react';
import { deliberatePress } from './deliberatePress';

const POINTER_EVENTS = ['pointerover', 'pointermove', 'pointerdown'] as const;

/**
 * For a control that approves something (sign, send, post what an app wrote): `armed` turns true once
 * it has been on screen for ARMING_MS; `pressProps` go on the panel around it so presses are seen;
 * `guard(action)` runs the action only for a deliberate press (see `deliberatePress`).
 */
export function useDeliberatePress() {
  const [gate] = useState(() => deliberatePress(performance.now()));
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), Math.max(0, gate.armedAt - performance.now()));
    return () => clearTimeout(timer);
  }, [gate]);
  // Every pointer position in the window from the moment the control is on screen. Listening starts
  // before the browser paints it, so a mouse resting where it appears is seen there by the `pointerover`
  // the browser then sends.
  useLayoutEffect(() => {
    const seen = (event: PointerEvent) => gate.pointerAt(event.clientX, event.clientY);
    for (const type of POINTER_EVENTS) window.addEventListener(type, seen, { capture: true, passive: true });
    return () => {
      for (const type of POINTER_EVENTS) window.removeEventListener(type, seen, { capture: true });
    };
  }, [gate]);
  return {
    armed,
    pressProps: {
      onPointerDownCapture: (event: { pointerType: string }) => gate.press(performance.now(), event.pointerType),
      // A key held down repeats: only its first press counts, or holding Enter would approve.
      onKeyDownCapture: (event: { repeat: boolean }) => event.repeat || gate.press(performance.now(), 'key'),
    },
    guard:
      (action: () => void) =>
      (event: { currentTarget: Element }) => {
        if (gate.accepts(performance.now(), event.currentTarget.getBoundingClientRect())) action();
      },
  };
}
