/**
 * Direction controls that reorder the text after them (embeddings, overrides, isolates and their
 * terminators). In a name or a link they can make `moc.elgoog` read as `google.com`.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Combining marks (and variation selectors) following one another. */
const MARK_RUN = /[\p{M}]{3,}/gu;
const MAX_MARKS = 2;

/** A direction control written out as its code point, so a reader sees it is there and what it is. */
function visible(control: string): string {
  return `⟨U+${control.codePointAt(0)!.toString(16).toUpperCase()}⟩`;
}

/** Keeps the first marks of a run: enough for any script's accents, not a tower drawn over the page. */
function limitMarks(text: string): string {
  return text.replace(MARK_RUN, (run) => Array.from(run).slice(0, MAX_MARKS).join(''));
}

/** A name, handle or link text as shown: direction controls made visible, combining-mark floods cut short. */
export function shownName(text: string): string {
  return limitMarks(text.replace(DIRECTION_CONTROLS, visible));
}

/** Running text (a cast, a bio): left as written apart from combining-mark floods; its box isolates its direction. */
export function shownText(text: string): string {
  return limitMarks(text);
}
