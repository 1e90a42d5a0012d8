import type { Fid, Mention } from '../model';

/** A mention as a gateway sent it, before its handle is taken out of the text. */
export interface SentMention {
  fid: Fid;
  /** UTF-8 byte offset into the text as sent. */
  position: number;
  username?: string;
  /**
   * The `@handle` far.quest re-inserted at `position`; absent when the text was sent stripped
   * (specification mode, mentions as FIDs).
   */
  handle?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Converts text and mentions into the model: handles removed, positions as byte offsets into
 * the stripped text. A handle is removed only where the text really holds it, so text that
 * was already stripped passes through unchanged.
 */
export function stripMentionHandles(text: string, mentions: SentMention[]): { text: string; mentions: Mention[] } {
  const bytes = encoder.encode(text);
  const ordered = mentions
    .map((mention, index) => ({ mention, index }))
    .filter(({ mention }) => Number.isInteger(mention.position) && mention.position >= 0 && mention.position <= bytes.length)
    .sort((a, b) => a.mention.position - b.mention.position || a.index - b.index);

  const kept: Uint8Array[] = [];
  const result: Mention[] = [];
  let cursor = 0;
  let removed = 0;
  for (const { mention } of ordered) {
    const at = Math.max(mention.position, cursor);
    const handle = mention.handle === undefined ? null : encoder.encode(mention.handle);
    const position = at - removed;
    if (handle !== null && at === mention.position && startsWithAt(bytes, handle, at)) {
      kept.push(bytes.subarray(cursor, at));
      cursor = at + handle.length;
      removed += handle.length;
    }
    result.push(
      mention.username === undefined ? { fid: mention.fid, position } : { fid: mention.fid, position, username: mention.username },
    );
  }
  if (cursor === 0) return { text, mentions: result };
  kept.push(bytes.subarray(cursor));
  return { text: decoder.decode(concat(kept)), mentions: result };
}

function startsWithAt(bytes: Uint8Array, prefix: Uint8Array, at: number): boolean {
  if (prefix.length === 0 || at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
