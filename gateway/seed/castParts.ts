import { type EncodedCastText, utf8Length } from '../../src/farcaster/castText';

/** A demo cast as the seed writes it: runs of text and the FIDs it mentions, in order. */
export type TextPart = string | { mention: string };

/** The stored form: the text without handles, and each mention's UTF-8 byte offset in it. */
export function encodeParts(parts: readonly TextPart[]): EncodedCastText {
  let text = '';
  let bytes = 0;
  const mentions: string[] = [];
  const mentionsPositions: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      bytes += utf8Length(part);
    } else {
      mentions.push(part.mention);
      mentionsPositions.push(bytes);
    }
  }
  return { text, mentions, mentionsPositions };
}
