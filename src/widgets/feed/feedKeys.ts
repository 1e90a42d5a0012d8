/** The parts of an event target that decide whether a key press is typing. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Shortcuts stay off while a person types: text fields, text areas, selects and editable content. */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

export type FeedKeyAction = 'next' | 'previous' | 'open';

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** `j` next, `k` previous, `Enter` open; nothing with a modifier, so browser shortcuts keep working. */
export function feedKeyAction(press: KeyPress): FeedKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key === 'j') return 'next';
  if (press.key === 'k') return 'previous';
  if (press.key === 'Enter') return 'open';
  return null;
}

/**
 * The row to focus after `action`. With no focused row, `next` starts at the first row on
 * screen and `previous` at the one before it; the ends of the list hold.
 */
export function targetRow(action: 'next' | 'previous', focused: number | null, firstVisible: number, count: number): number | null {
  if (count === 0) return null;
  const from = focused ?? (action === 'next' ? firstVisible - 1 : firstVisible);
  const to = action === 'next' ? from + 1 : from - 1;
  return Math.min(Math.max(to, 0), count - 1);
}
