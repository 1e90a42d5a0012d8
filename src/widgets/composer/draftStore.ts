import { fidOf } from '../../api/ids';
import type { Fid } from '../../api/model';
import type { MessageSubmission } from '../../farcaster/submission';

/**
 * Drafts in localStorage, one per account and context, so a reload or a closed tab loses nothing
 * and each account keeps its own. Only text and the built (public, signed) message are kept;
 * never a key or a token.
 */

/** `new`, `reply:<hash>`, `quote:<hash>` or `channel:<key>`. */
export type DraftContext = 'new' | `reply:${string}` | `quote:${string}` | `channel:${string}`;

export interface SavedSubmission extends MessageSubmission {
  /** The FID the message was signed as: another signed-in account must build its own. */
  author: Fid;
}

export interface Draft {
  /** Display text: mentions read `@username`. */
  text: string;
  /** Lowercase username → FID, for the mentions chosen from the autocomplete. */
  mentions: Record<string, string>;
  /** URLs typed in the text that the person chose not to embed. */
  dismissedUrls: string[];
  /** URLs added as embeds (images by URL, links from a compose link). */
  addedUrls: string[];
  /** Channel picked in the composer, for contexts that allow one. */
  channelKey: string | null;
  /** The message as built when Post was pressed, so a retry resends it unchanged. */
  submission: SavedSubmission | null;
  updatedAt: number;
}

export const EMPTY_DRAFT: Draft = { text: '', mentions: {}, dismissedUrls: [], addedUrls: [], channelKey: null, submission: null, updatedAt: 0 };

const PREFIX = 'castline.draft.';

/** Whose drafts: an account key (`L2:0x…`, `L1:7`), or `signed-out`. */
export type DraftOwner = string;

export function draftStorageKey(owner: DraftOwner, context: DraftContext): string {
  return `${PREFIX}${owner}.${context}`;
}

/** Where drafts were kept before they were kept per account: read once, then moved. */
function legacyKey(context: DraftContext): string {
  return PREFIX + context;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((s) => typeof s === 'string');

function savedSubmission(v: unknown): SavedSubmission | null {
  if (typeof v !== 'object' || v === null) return null;
  const s = v as Partial<Record<keyof SavedSubmission, unknown>>;
  if (typeof s.author !== 'string' || typeof s.hash !== 'string' || typeof s.body !== 'object' || s.body === null) return null;
  return { ...(v as SavedSubmission), author: fidOf(s.author) };
}

/** The saved draft, or null when there is none or what is stored is not a draft. */
export function loadDraft(storage: Storage, owner: DraftOwner, context: DraftContext): Draft | null {
  const raw = storage.getItem(draftStorageKey(owner, context)) ?? storage.getItem(legacyKey(context));
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const d = parsed as Record<string, unknown>;
  if (typeof d.text !== 'string' || !isStringRecord(d.mentions) || !isStringArray(d.dismissedUrls) || !isStringArray(d.addedUrls)) return null;
  return {
    text: d.text,
    mentions: d.mentions,
    dismissedUrls: d.dismissedUrls,
    addedUrls: d.addedUrls,
    channelKey: typeof d.channelKey === 'string' ? d.channelKey : null,
    submission: savedSubmission(d.submission),
    updatedAt: typeof d.updatedAt === 'number' ? d.updatedAt : 0,
  };
}

export function isBlankDraft(draft: Draft): boolean {
  return draft.text.trim() === '' && draft.addedUrls.length === 0 && draft.submission === null;
}

/** Saves the draft; a blank one is removed instead, so empty contexts leave nothing behind. */
export function saveDraft(storage: Storage, owner: DraftOwner, context: DraftContext, draft: Draft): void {
  storage.removeItem(legacyKey(context));
  if (isBlankDraft(draft)) storage.removeItem(draftStorageKey(owner, context));
  else storage.setItem(draftStorageKey(owner, context), JSON.stringify(draft));
}

export function deleteDraft(storage: Storage, owner: DraftOwner, context: DraftContext): void {
  storage.removeItem(legacyKey(context));
  storage.removeItem(draftStorageKey(owner, context));
}
