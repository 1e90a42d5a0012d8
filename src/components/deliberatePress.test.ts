import { describe, expect, it } from 'vitest';
import { deliberatePress } from './deliberatePress';

const control = { left: 100, top: 10, right: 160, bottom: 46 };

describe('a deliberate press on an approval', () => {
  it('refuses every press before the control has been on screen long enough', () => {
    const gate = deliberatePress(1000, 500);
    gate.press(1010, 'key');
    expect(gate.accepts(1020, control)).toBe(false);
    gate.press(1499, 'key');
    expect(gate.accepts(1499, control)).toBe(false);
  });

  it('refuses the end of a press that began too early, even when it ends after arming (a held click or key)', () => {
    const gate = deliberatePress(1000, 500);
    gate.press(1400, 'key');
    expect(gate.accepts(1600, control)).toBe(false);
  });

  it('refuses a click with no press on the control at all (a click dispatched by script or started elsewhere)', () => {
    expect(deliberatePress(1000, 500).accepts(5000, control)).toBe(false);
  });

  it('accepts a key, a finger or a pen pressed once armed', () => {
    for (const kind of ['key', 'touch', 'pen']) {
      const gate = deliberatePress(1000, 500);
      gate.press(1500, kind);
      expect(gate.accepts(1550, control)).toBe(true);
    }
  });

  it('accepts a mouse press once armed when the pointer came onto the control from elsewhere', () => {
    const gate = deliberatePress(1000, 500);
    gate.pointerAt(130, 300);
    gate.pointerAt(130, 28);
    gate.press(1500, 'mouse');
    expect(gate.accepts(1550, control)).toBe(true);
  });

  it('refuses a mouse that has stayed on the control since it appeared, at 500 ms and at 1000 ms, even trembling (a double-click’s second click)', () => {
    const gate = deliberatePress(1000, 500);
    gate.pointerAt(130, 28);
    gate.press(1500, 'mouse');
    expect(gate.accepts(1510, control)).toBe(false);
    gate.pointerAt(131, 29);
    gate.pointerAt(100, 46);
    gate.press(2000, 'mouse');
    expect(gate.accepts(2010, control)).toBe(false);
  });

  it('refuses a mouse press when no pointer was seen, or was seen elsewhere only after the press began', () => {
    const unseen = deliberatePress(1000, 500);
    unseen.press(1500, 'mouse');
    expect(unseen.accepts(1550, control)).toBe(false);
    const late = deliberatePress(1000, 500);
    late.pointerAt(130, 28);
    late.press(1500, 'mouse');
    late.pointerAt(130, 300);
    expect(late.accepts(1550, control)).toBe(false);
  });
});
