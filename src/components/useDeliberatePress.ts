import { useEffect, useState } from 'react';
import { deliberatePress } from './deliberatePress';

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
  const press = () => gate.press(performance.now());
  return {
    armed,
    // A key held down repeats: only its first press counts, or holding Enter would approve.
    pressProps: { onPointerDownCapture: press, onKeyDownCapture: (event: { repeat: boolean }) => event.repeat || press() },
    guard:
      (action: () => void) =>
      () => {
        if (gate.accepts(performance.now())) action();
      },
  };
}
