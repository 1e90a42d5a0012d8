import { describe, expect, it } from 'vitest';
import { deliberatePress } from './deliberatePress';

describe('a deliberate press on an approval', () => {
  it('refuses every press before the control has been on screen long enough', () => {
    const gate = deliberatePress(1000, 500);
    gate.press(1010);
    expect(gate.accepts(1020)).toBe(false);
    gate.press(1499);
    expect(gate.accepts(1499)).toBe(false);
  });

  it('refuses the end of a press that began too early, even when it ends after arming (a held click or key)', () => {
    const gate = deliberatePress(1000, 500);
    gate.press(1400);
    expect(gate.accepts(1600)).toBe(false);
  });

  it('refuses a click with no press on the control at all (a click dispatched by script or started elsewhere)', () => {
    expect(deliberatePress(1000, 500).accepts(5000)).toBe(false);
  });

  it('accepts a press that begins and ends once armed', () => {
    const gate = deliberatePress(1000, 500);
    gate.press(1500);
    expect(gate.accepts(1550)).toBe(true);
  });
});
