/**
 * Farcaster stores a cast's text with the mention handles cut out and records, per mention, the UTF-8
 * byte offset where the handle stood. These two functions go from a readable text to that form and back.
 */

export type TextPart = string | { mention: string };

export interface StrippedText {
  text: string;
  mentions: string[];
  mentionsPositions: number[];
}

export function stripMentions(parts: readonly TextPart[]): StrippedText {
  let text = '';
  let bytes = 0;
  const mentions: string[] = [];
  const mentionsPositions: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      bytes += Buffer.byteLength(part, 'utf8');
    } else {
      mentions.push(part.mention);
      mentionsPositions.push(bytes);
    }
  }
  return { text, mentions, mentionsPositions };
}

export interface HandleText {
  /** The text with `@username` put back. */
  text: string;
  /** The mentions that resolved, in order. */
  mentions: string[];
  /** Byte offset of each resolved mention's `@` in `text`. */
  positions: number[];
}

/** Mentions whose username is unknown stay out, as plain text would. */
export function insertHandles(
  stripped: StrippedText,
  usernameOf: (fid: string) => string | undefined,
): HandleText {
  const source = Buffer.from(stripped.text, 'utf8');
  const pieces: Buffer[] = [];
  const mentions: string[] = [];
  const positions: number[] = [];
  let read = 0;
  let written = 0;
  stripped.mentions.forEach((fid, i) => {
    const username = usernameOf(fid);
    const at = Math.min(Math.max(stripped.mentionsPositions[i] ?? read, read), source.length);
    if (username === undefined) return;
    const before = source.subarray(read, at);
    const handle = Buffer.from(`@${username}`, 'utf8');
    pieces.push(before, handle);
    written += before.length;
    mentions.push(fid);
    positions.push(written);
    written += handle.length;
    read = at;
  });
  pieces.push(source.subarray(read));
  return { text: Buffer.concat(pieces).toString('utf8'), mentions, positions };
}
