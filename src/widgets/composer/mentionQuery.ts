/** The `@handle` being typed at the caret, which the autocomplete completes. */
export interface MentionQuery {
  /** UTF-16 index of the `@`. */
  start: number;
  /** The caret. */
  end: number;
  /** What follows the `@` so far (at least one character). */
  query: string;
}

// Same handle shape encodeCastText recognises; the `@` must not follow a letter or digit (an email address).
const TYPING_HANDLE = /(?:^|[^\p{L}\p{N}_])@([a-zA-Z0-9][a-zA-Z0-9.-]{0,19})$/u;

export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = TYPING_HANDLE.exec(before);
  if (!match?.[1]) return null;
  const query = match[1];
  return { start: caret - query.length - 1, end: caret, query };
}

/** Replaces the typed handle with `@username ` and puts the caret after the space. */
export function insertMention(text: string, at: MentionQuery, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  const rest = text.slice(at.end).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}
