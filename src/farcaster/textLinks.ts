import type { CastSegment, MentionSegment, TextSegment } from './castSegments';

export interface UrlMatch {
  /** The address exactly as written in the text. */
  url: string;
  /** UTF-16 index of the first character. */
  start: number;
  /** UTF-16 index just past the last character. */
  end: number;
}

export interface LinkSegment {
  kind: 'link';
  /** An absolute http(s) address, safe to use as an `href`. */
  url: string;
}

export type LinkedSegment = TextSegment | MentionSegment | LinkSegment;

// Only http(s) can match, so `javascript:` and `data:` addresses never become links.
const URL_CANDIDATE = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`\u00A0\u3000]+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?'"]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** Sentence punctuation after a link, and a closing bracket the link did not open, are not part of it. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url[url.length - 1] ?? '';
    const opener = CLOSERS[last];
    if (opener !== undefined && count(url, last) > count(url, opener)) url = url.slice(0, -1);
    else if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else return url;
  }
}

function isWebUrl(candidate: string): boolean {
  try {
    const parsed = new URL(candidate);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The http(s) addresses written in `text`, in order. */
export function findUrls(text: string): UrlMatch[] {
  const found: UrlMatch[] = [];
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimTrailing(match[0]);
    if (isWebUrl(url)) found.push({ url, start: match.index, end: match.index + url.length });
  }
  return found;
}

/** Splits the text segments of a rendered cast so that its web addresses become links. */
export function linkifySegments(segments: readonly CastSegment[]): LinkedSegment[] {
  const out: LinkedSegment[] = [];
  for (const segment of segments) {
    if (segment.kind !== 'text') {
      out.push(segment);
      continue;
    }
    let cursor = 0;
    for (const { url, start, end } of findUrls(segment.text)) {
      if (start > cursor) out.push({ kind: 'text', text: segment.text.slice(cursor, start) });
      out.push({ kind: 'link', url });
      cursor = end;
    }
    if (cursor < segment.text.length) out.push({ kind: 'text', text: segment.text.slice(cursor) });
  }
  return out;
}
