import { fidOf } from '../../api/ids';
import type { Cast, Fid } from '../../api/model';

/**
 * What one account chose not to see, kept in this browser. Mutes stay local; blocks are also
 * published (link messages of type block), and kept here so they can be listed and undone on any
 * gateway, including one that cannot list them.
 */
export interface PersonRef {
  fid: Fid;
  /** As shown when it was muted or blocked, so the list reads well without a lookup. */
  name: string;
}

export interface MuteList {
  users: PersonRef[];
  words: string[];
  blocked: PersonRef[];
}

export const EMPTY_MUTES: MuteList = { users: [], words: [], blocked: [] };

export type HiddenReason = { kind: 'blocked' | 'muted-user'; name: string } | { kind: 'muted-word'; word: string };

/** Words compare without regard to case, width or accents written as separate marks. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The muted word or phrase the text contains as whole words ("cat" hides "a cat!" but not
 * "category"), or null.
 */
export function mutedWordIn(text: string, words: readonly string[]): string | null {
  const haystack = text.normalize('NFKC').toLowerCase();
  for (const word of words) {
    const needle = normaliseWord(word);
    if (needle === '') continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(needle).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_])`, 'u');
    if (pattern.test(haystack)) return word;
  }
  return null;
}

function reasonFor(cast: Cast, list: MuteList): HiddenReason | null {
  const blocked = list.blocked.find((p) => p.fid === cast.author.fid);
  if (blocked) return { kind: 'blocked', name: blocked.name };
  const muted = list.users.find((p) => p.fid === cast.author.fid);
  if (muted) return { kind: 'muted-user', name: muted.name };
  const word = mutedWordIn(cast.text, list.words);
  return word === null ? null : { kind: 'muted-word', word };
}

/** Why a feed entry is hidden from this account (a folded reply counts with its parent), or null. */
export function hiddenReason(cast: Cast, list: MuteList): HiddenReason | null {
  return reasonFor(cast, list) ?? (cast.reply ? reasonFor(cast.reply, list) : null);
}

export const hasPerson = (people: readonly PersonRef[], fid: Fid): boolean => people.some((p) => p.fid === fid);

export function addPerson(people: readonly PersonRef[], person: PersonRef): PersonRef[] {
  return [...people.filter((p) => p.fid !== person.fid), person];
}

export function removePerson(people: readonly PersonRef[], fid: Fid): PersonRef[] {
  return people.filter((p) => p.fid !== fid);
}

export function addWord(words: readonly string[], word: string): string[] {
  const normal = normaliseWord(word);
  if (normal === '' || words.some((w) => normaliseWord(w) === normal)) return [...words];
  return [...words, word.trim()];
}

export function removeWord(words: readonly string[], word: string): string[] {
  return words.filter((w) => normaliseWord(w) !== normaliseWord(word));
}

/** A person read from this browser's storage, with a canonical FID; nothing when malformed. */
function storedPerson(v: unknown): PersonRef[] {
  if (typeof v !== 'object' || v === null) return [];
  const { fid, name } = v as Record<string, unknown>;
  return typeof fid === 'string' && typeof name === 'string' ? [{ fid: fidOf(fid), name }] : [];
}

export function parseMuteList(raw: string | null): MuteList {
  if (raw === null) return EMPTY_MUTES;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof MuteList, unknown>>;
    return {
      users: Array.isArray(v.users) ? v.users.flatMap(storedPerson) : [],
      words: Array.isArray(v.words) ? v.words.filter((w): w is string => typeof w === 'string') : [],
      blocked: Array.isArray(v.blocked) ? v.blocked.flatMap(storedPerson) : [],
    };
  } catch {
    return EMPTY_MUTES;
  }
}

export type FeedEntry = { kind: 'cast'; cast: Cast } | { kind: 'hidden'; casts: Cast[]; reasons: HiddenReason[]; key: string };

/**
 * Feed rows with hidden casts folded into one trace per run ("3 casts hidden — show"), so
 * nothing vanishes silently. `shown` holds the keys of runs the reader chose to see.
 */
export function foldHidden(casts: readonly Cast[], reasonOf: (cast: Cast) => HiddenReason | null, keyOf: (cast: Cast) => string, shown: ReadonlySet<string>): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let run: Extract<FeedEntry, { kind: 'hidden' }> | null = null;
  for (const cast of casts) {
    const reason = reasonOf(cast);
    if (reason === null) {
      run = null;
      entries.push({ kind: 'cast', cast });
      continue;
    }
    if (run === null) {
      run = { kind: 'hidden', casts: [], reasons: [], key: keyOf(cast) };
      entries.push(run);
    }
    run.casts.push(cast);
    run.reasons.push(reason);
  }
  return entries.flatMap((entry) =>
    entry.kind === 'hidden' && shown.has(entry.key) ? entry.casts.map((cast) => ({ kind: 'cast' as const, cast })) : [entry],
  );
}

/** How many casts the feed shows: a hidden run counts for none of its casts. */
export const shownCount = (entries: readonly FeedEntry[]): number => entries.filter((entry) => entry.kind === 'cast').length;

/** The trace's words: "3 casts hidden" and why, in short. */
export function hiddenSummary(reasons: readonly HiddenReason[]): string {
  const count = reasons.length === 1 ? '1 cast hidden' : `${reasons.length} casts hidden`;
  const why = [
    ...new Set(
      reasons.map((r) => (r.kind === 'muted-word' ? `muted “${r.word}”` : r.kind === 'blocked' ? `blocked ${r.name}` : `muted ${r.name}`)),
    ),
  ];
  return `${count} (${why.slice(0, 2).join(', ')}${why.length > 2 ? ', …' : ''})`;
}
