import { castTextSegments, type EncodedCastText, utf8Length } from '../../src/farcaster/castText';

export interface HandleText {
  /** The text with `@username` put back. */
  text: string;
  /** The mentions that resolved, in order. */
  mentions: string[];
  /** Byte offset of each resolved mention's `@` in `text`. */
  positions: number[];
}

/**
 * far.quest's form of a stored cast text: each mention's `@username` written back where it stood, with
 * its new byte offset. The text is cut where the app cuts it (`castTextSegments`), so both read stored
 * offsets alike. Mentions whose username is unknown stay out, as plain text would.
 */
export function insertHandles(stored: EncodedCastText, usernameOf: (fid: string) => string | undefined): HandleText {
  const placed = stored.mentions.map((fid, i) => ({ fid, position: stored.mentionsPositions[i] ?? Number.NaN }));
  let text = '';
  let bytes = 0;
  const mentions: string[] = [];
  const positions: number[] = [];
  for (const segment of castTextSegments(stored.text, placed)) {
    let piece: string;
    if (segment.kind === 'text') piece = segment.text;
    else {
      const username = usernameOf(segment.fid);
      if (username === undefined) continue;
      mentions.push(segment.fid);
      positions.push(bytes);
      piece = `@${username}`;
    }
    text += piece;
    bytes += utf8Length(piece);
  }
  return { text, mentions, positions };
}
