import { describe, expect, it } from 'vitest';
import { COMPOSE_BUTTON_AT_START, composeButtonAfterScroll, type ComposeButtonPlace } from './composeButtonPlace';

/** The button after the page scrolled through `positions` in turn, out of 3000 px. */
const scrolledThrough = (positions: number[], from: ComposeButtonPlace = COMPOSE_BUTTON_AT_START) => positions.reduce((place, to) => composeButtonAfterScroll(place, to, 3000), from);

describe('the floating compose button', () => {
  it('goes while the page is read on down, a few pixels at a time, and comes back going up, at the top and at the end', () => {
    const readingOn = scrolledThrough([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(readingOn.shown).toBe(false);
    expect(scrolledThrough([70, 60, 50, 40], readingOn).shown).toBe(true);
    expect(scrolledThrough([10], readingOn).shown).toBe(true);
    expect(scrolledThrough([3000], readingOn).shown).toBe(true);
  });

  it('stays as it is for a nudge either way', () => {
    const readingOn = scrolledThrough([100, 400]);
    expect(scrolledThrough([390, 400, 385], readingOn).shown).toBe(false);
    expect(scrolledThrough([310, 305], scrolledThrough([400, 300])).shown).toBe(true);
  });
});
