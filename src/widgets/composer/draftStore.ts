import { fidOf } from '../../api/ids';
import type { Fid } from '../../api/model';
import type { MessageSubmission } from '../../farcaster/submission';
import type { CastRef } from '../../farcaster/validateCast';

/**
 * Drafts in localStorage, one per account and context, so a reload or a closed tab loses nothing
 * and each account keeps its own. Only text and the built (public, signed) message are kept;
 * never a key or a token.
 */

/** `new`, `reply:<hash>`, `quote:<hash>`, `channel:<key>`, or `draft:<id>` for a new cast kept aside. */
export type DraftContext = 'new' | `reply:${string}` | `quote:${string}` | `channel:${string}` | `draft:${string}`;

const CONTEXT = /^(new|(reply|quote):0x[0-9a-f]{40}|channel:[a-z0-9-]{1,64}|draft:[a-z0-9]{1,16})$/;

/** A new cast, in a channel or not, can be kept aside as a draft of its own; a reply or a quote has its one draft by its cast. */
export const canKeepAside = (context: DraftContext): boolean => context === 'new' || context.startsWith('channel:');

/** The channel a draft's context posts to, if any. */
export const channelOfContext = (context: DraftContext): string | null => (context.startsWith('channel:') ? context.slice('channel:'.length) : null);

export function parseDraftContext(value: string): DraftContext | null {
  return CONTEXT.test(value) ? (value as DraftContext) : null;
}

export interface SavedSubmission extends MessageSubmission {
  /** The FID the message was signed as: another signed-in account must build its own. */
  author: Fid;
}

/** One cast of a draft: a draft with several is a thread, each part a reply to the one before. */
export interface DraftPart {
  /** Names the part within its draft while parts are added, moved and removed. */
  id: string;
  /** Display text: mentions read `@username`. */
  text: string;
  /** Lowercase username → FID, for the mentions chosen from the autocomplete. */
  mentions: Record<string, string>;
  /** URLs typed in the text that the person chose not to embed. */
  dismissedUrls: string[];
  /** URLs added as embeds (images by URL, links from a compose link). */
  addedUrls: string[];
  /** The message as built when Post was pressed, so a retry resends it unchanged. */
  submission: SavedSubmission | null;
}

/** Where a queued draft's first part goes, fixed when it was queued (the composer that wrote it may be gone). */
export interface QueuedTarget {
  parent?: CastRef;
  quote?: CastRef;
  channelUrl?: string;
}

/**
 * A draft written while offline and waiting in the outbox to be signed and sent once the connection
 * returns (widgets/composer/outbox.ts). `sending` is kept too, so a send cut short by a closed tab is
 * picked up again, resending any message already signed rather than signing a second one.
 */
export interface Queued {
  /** When it was queued: the outbox sends in this order. */
  at: number;
  target: QueuedTarget;
  state: 'waiting' | 'sending' | 'failed';
  /** Why it could not be sent, in words, when `failed`. */
  reason?: string;
}

export interface Draft {
  /** The casts to post, in order; never empty. */
  parts: DraftPart[];
  /** Channel picked in the composer, for contexts that allow one. */
  channelKey: string | null;
  /**
   * The cast of this thread posted last when posting stopped midway: the parts still here are the
   * ones not yet posted, and the first of them replies to it.
   */
  postedUpTo: CastRef | null;
  updatedAt: number;
  /** Set when the draft waits in the outbox; such a draft is listed there, not in Drafts. */
  queued?: Queued;
}

export const EMPTY_PART: DraftPart = { id: 'p1', text: '', mentions: {}, dismissedUrls: [], addedUrls: [], submission: null };

export const EMPTY_DRAFT: Draft = { parts: [EMPTY_PART], channelKey: null, postedUpTo: null, updatedAt: 0 };

/** A draft of one cast with `text`. */
export const draftOf = (text: string, part: Partial<DraftPart> = {}): Draft => ({ ...EMPTY_DRAFT, parts: [{ ...EMPTY_PART, text, ...part }] });

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

function loadPart(v: unknown, fallbackId: string): DraftPart | null {
  if (typeof v !== 'object' || v === null) return null;
  const d = v as Record<string, unknown>;
  if (typeof d.text !== 'string' || !isStringRecord(d.mentions) || !isStringArray(d.dismissedUrls) || !isStringArray(d.addedUrls)) return null;
  return {
    id: typeof d.id === 'string' && d.id !== '' ? d.id : fallbackId,
    text: d.text,
    mentions: d.mentions,
    dismissedUrls: d.dismissedUrls,
    addedUrls: d.addedUrls,
    submission: savedSubmission(d.submission),
  };
}

function castRef(v: unknown): CastRef | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.fid !== 'string' || typeof r.hash !== 'string') return null;
  return { fid: r.fid, hash: r.hash, ...(r.external === true && { external: true }) };
}

const QUEUED_STATES: readonly unknown[] = ['waiting', 'sending', 'failed'] satisfies Queued['state'][];

function queued(v: unknown): Queued | null {
  if (typeof v !== 'object' || v === null) return null;
  const q = v as Record<string, unknown>;
  const t = (typeof q.target === 'object' && q.target !== null ? q.target : {}) as Record<string, unknown>;
  if (typeof q.at !== 'number' || !QUEUED_STATES.includes(q.state)) return null;
  const parent = castRef(t.parent);
  const quote = castRef(t.quote);
  return {
    at: q.at,
    target: { ...(parent && { parent }), ...(quote && { quote }), ...(typeof t.channelUrl === 'string' && { channelUrl: t.channelUrl }) },
    state: q.state as Queued['state'],
    ...(typeof q.reason === 'string' && { reason: q.reason }),
  };
}

/** The saved draft, or null when there is none or what is stored is not a draft. A draft saved before threads is one part. */
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
  const stored = Array.isArray(d.parts) ? d.parts : [d];
  const parts = stored.map((part, i) => loadPart(part, `p${i + 1}`));
  if (parts.length === 0 || !parts.every((part) => part !== null) || new Set(parts.map((p) => p.id)).size !== parts.length) return null;
  const inOutbox = queued(d.queued);
  return {
    parts,
    channelKey: typeof d.channelKey === 'string' ? d.channelKey : null,
    postedUpTo: castRef(d.postedUpTo),
    updatedAt: typeof d.updatedAt === 'number' ? d.updatedAt : 0,
    ...(inOutbox && { queued: inOutbox }),
  };
}

export const isBlankPart = (part: DraftPart): boolean => part.text.trim() === '' && part.addedUrls.length === 0 && part.submission === null;

export function isBlankDraft(draft: Draft): boolean {
  return draft.parts.every(isBlankPart);
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

export interface SavedDraft {
  context: DraftContext;
  draft: Draft;
}

/** Every saved draft of the account, queued or not, in storage order. */
export function allDrafts(storage: Storage, owner: DraftOwner): SavedDraft[] {
  const prefix = `${PREFIX}${owner}.`;
  const found: SavedDraft[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    const context = parseDraftContext(key.slice(prefix.length));
    const draft = context && loadDraft(storage, owner, context);
    if (context && draft && !isBlankDraft(draft)) found.push({ context, draft });
  }
  return found;
}

/** Every draft the account has kept, in any context, the one changed last first; those in the outbox are listed there instead. */
export function listDrafts(storage: Storage, owner: DraftOwner): SavedDraft[] {
  return allDrafts(storage, owner)
    .filter(({ draft }) => !draft.queued)
    .sort((a, b) => b.draft.updatedAt - a.draft.updatedAt);
}

/** A new name for a draft kept aside: unique enough within one account's drafts, and short. */
export function newDraftContext(now: number, random: () => number = Math.random): DraftContext {
  return `draft:${now.toString(36)}${Math.floor(random() * 36 ** 3).toString(36)}`;
}
