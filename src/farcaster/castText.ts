import type { CastSegment } from './castSegments';
import { findUrls } from './textLinks';

/**
 * Cast text in two forms. The composer edits display text, where a mention reads `@username`;
 * the protocol stores the text with those handles removed, plus each mentioned FID and the UTF-8
 * byte offset where its handle stood.
 */

export interface EncodedCastText {
  /** The text with mention handles removed. */
  text: string;
  /** FIDs in text order. */
  mentions: string[];
  /** UTF-8 byte offsets into `text`, one per mention, non-decreasing. */
  mentionsPositions: number[];
}

export interface PositionedMention {
  fid: string;
  /** UTF-8 byte offset into the stored text. */
  position: number;
  username?: string;
}

/** The UTF-8 size of `s`, as `TextEncoder` would produce it, without allocating. */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3; // includes an unpaired surrogate, which TextEncoder replaces by U+FFFD
  }
  return bytes;
}

// A Farcaster username (fname) or an ENS name; the lookahead keeps `@alice` from matching inside `@alicebob`.
const HANDLE = /[a-zA-Z0-9][a-zA-Z0-9-]{0,15}(?:\.eth)?(?![\p{L}\p{N}\p{M}_-])/uy;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

interface HandleSpan {
  /** UTF-16 index of the `@`. */
  start: number;
  /** UTF-16 index just past the handle. */
  end: number;
  fid: string;
}

function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const isPair = (low & 0xfc00) === 0xdc00 && index >= 2 && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  return text.slice(isPair ? index - 2 : index - 1, index);
}

/**
 * Handles that resolve through `mentionFids`. An `@` starts a handle at the start of the text,
 * right after a resolved handle, or after any character that is not a letter, digit or
 * underscore, so `name@example.com` stays text; an `@` inside a web address never does.
 */
function findHandles(displayText: string, mentionFids: ReadonlyMap<string, string>): HandleSpan[] {
  const spans: HandleSpan[] = [];
  let at = displayText.indexOf('@');
  if (at === -1) return spans;
  const urls = findUrls(displayText);
  let previousEnd = -1;
  for (; at !== -1; at = displayText.indexOf('@', at + 1)) {
    if (urls.some((u) => at >= u.start && at < u.end)) continue;
    if (at > 0 && at !== previousEnd && WORD_CHARACTER.test(codePointBefore(displayText, at))) continue;
    HANDLE.lastIndex = at + 1;
    const handle = HANDLE.exec(displayText)?.[0];
    if (handle === undefined) continue;
    const fid = mentionFids.get(handle.toLowerCase());
    if (fid === undefined) continue;
    previousEnd = at + 1 + handle.length;
    spans.push({ start: at, end: previousEnd, fid });
  }
  return spans;
}

/**
 * Turns display text into the protocol form. A handle missing from `mentionFids`
 * (keys: lowercase usernames, values: FIDs) stays plain text.
 */
export function encodeCastText(displayText: string, mentionFids: ReadonlyMap<string, string>): EncodedCastText {
  const mentions: string[] = [];
  const mentionsPositions: number[] = [];
  let text = '';
  let bytes = 0;
  let cursor = 0;
  for (const span of findHandles(displayText, mentionFids)) {
    const before = displayText.slice(cursor, span.start);
    text += before;
    bytes += utf8Length(before);
    mentions.push(span.fid);
    mentionsPositions.push(bytes);
    cursor = span.end;
  }
  text += displayText.slice(cursor);
  return { text, mentions, mentionsPositions };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Splits stored cast text at its mention positions, for rendering. Tolerates what a server may
 * send: unsorted positions are sorted, positions outside the text are clamped to it, a position
 * inside a multi-byte character moves to the end of that character, and a position that is not
 * a number is dropped.
 */
export function castTextSegments(text: string, mentions: readonly PositionedMention[]): CastSegment[] {
  const bytes = encoder.encode(text);
  const placed = mentions
    .filter((m) => !Number.isNaN(m.position))
    .map((m) => {
      let position = Math.min(Math.max(Math.floor(m.position), 0), bytes.length);
      while (position < bytes.length && ((bytes[position] ?? 0) & 0xc0) === 0x80) position++;
      return { mention: m, position };
    })
    .sort((a, b) => a.position - b.position);

  const segments: CastSegment[] = [];
  let cursor = 0;
  for (const { mention, position } of placed) {
    if (position > cursor) segments.push({ kind: 'text', text: decoder.decode(bytes.subarray(cursor, position)) });
    cursor = position;
    segments.push(
      mention.username === undefined
        ? { kind: 'mention', fid: mention.fid }
        : { kind: 'mention', fid: mention.fid, username: mention.username },
    );
  }
  if (cursor < bytes.length) segments.push({ kind: 'text', text: decoder.decode(bytes.subarray(cursor)) });
  return segments;
}
