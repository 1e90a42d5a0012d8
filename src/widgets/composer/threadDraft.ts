import type { CastRef } from '../../farcaster/validateCast';
import type { ComposerTarget } from './composerModel';
import { EMPTY_PART, type Draft, type DraftPart } from './draftStore';

/**
 * A draft with several parts is a thread: the first part goes where the composer points (a channel,
 * a reply, a quote), each later part replies to the one before. A part's saved message was signed
 * as a reply to the part before it, so a change at one place voids the saved messages from there on;
 * a saved message before it is kept, so a retry never signs anew what may already be posted.
 */

const voidFrom = (parts: DraftPart[], index: number): DraftPart[] => parts.map((part, i) => (i >= index && part.submission ? { ...part, submission: null } : part));

function nextPartId(parts: readonly DraftPart[]): string {
  const used = parts.map((part) => Number(part.id.replace(/^p/, ''))).filter(Number.isFinite);
  return `p${Math.max(0, ...used) + 1}`;
}

/** A new empty part at the end of the thread. */
export function addPart(draft: Draft): Draft {
  return { ...draft, parts: [...draft.parts, { ...EMPTY_PART, id: nextPartId(draft.parts) }] };
}

/** Changes one part's content. */
export function changePart(draft: Draft, id: string, change: (part: DraftPart) => DraftPart): Draft {
  const index = draft.parts.findIndex((part) => part.id === id);
  if (index < 0) return draft;
  const parts = voidFrom(draft.parts, index);
  parts[index] = { ...change(parts[index]!), submission: null };
  return { ...draft, parts };
}

/** Records a message signed for a part, so a retry resends it unchanged. */
export function signedPart(draft: Draft, id: string, submission: DraftPart['submission']): Draft {
  return { ...draft, parts: draft.parts.map((part) => (part.id === id ? { ...part, submission } : part)) };
}

/** Picks the channel the thread starts in: every saved message is signed anew. */
export function changeChannel(draft: Draft, channelKey: string | null): Draft {
  return { ...draft, channelKey, parts: voidFrom(draft.parts, 0) };
}

/** Removes a part; the last one left stays. */
export function removePart(draft: Draft, id: string): Draft {
  const index = draft.parts.findIndex((part) => part.id === id);
  if (index < 0 || draft.parts.length === 1) return draft;
  return { ...draft, parts: voidFrom(draft.parts.filter((part) => part.id !== id), index) };
}

/** Moves a part one place earlier (`-1`) or later (`1`). */
export function movePart(draft: Draft, id: string, step: -1 | 1): Draft {
  const from = draft.parts.findIndex((part) => part.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.parts.length) return draft;
  const parts = [...draft.parts];
  [parts[from], parts[to]] = [parts[to]!, parts[from]!];
  return { ...draft, parts: voidFrom(parts, Math.min(from, to)) };
}

/** A part has been posted: it leaves the draft, and the next one replies to it. */
export function partPosted(draft: Draft, id: string, posted: CastRef): Draft {
  const parts = draft.parts.filter((part) => part.id !== id);
  return { ...draft, parts: parts.length > 0 ? parts : [{ ...EMPTY_PART, id: nextPartId(draft.parts) }], postedUpTo: posted };
}

/**
 * Where the first part still to post goes: where the composer points, or, once part of the thread is
 * posted, under the cast posted last. Later parts reply to the part before them, which is not posted yet:
 * they are checked as replies to no cast in particular (no channel, no quote) until then.
 */
export function targetOfPart(draft: Draft, index: number, first: ComposerTarget): ComposerTarget {
  if (index === 0) return draft.postedUpTo ? { parent: draft.postedUpTo } : first;
  return {};
}
