/** How far the page must move before the floating compose button goes or comes back: a nudge is not reading on. */
const MOVED_PX = 24;

export interface ComposeButtonPlace {
  shown: boolean;
  /** Where the page was when the button last went or came back, or the move was last measured from. */
  from: number;
}

export const COMPOSE_BUTTON_AT_START: ComposeButtonPlace = { shown: true, from: 0 };

/**
 * The phone's floating compose button once the page scrolled to `to`, `end` being as far as it scrolls.
 * Reading on down, it goes, so it covers no row's controls (a cast's share button, a Follow button) while
 * they pass under it; scrolling back up, at the top and at the end (where the list's bottom padding keeps
 * the last row clear of it) it is there.
 */
export function composeButtonAfterScroll(place: ComposeButtonPlace, to: number, end: number): ComposeButtonPlace {
  if (to <= MOVED_PX || to >= end - 1) return { shown: true, from: to };
  const moved = to - place.from;
  if (Math.abs(moved) < MOVED_PX) return place;
  return { shown: moved < 0, from: to };
}
