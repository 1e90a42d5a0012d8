/**
 * The messages a Farcaster node answers its reads with (Snapchain's JSON, `Message` at
 * src/network/http_server.rs:114: enum names as strings, hashes and cast ids in 0x hex, timestamps in
 * Farcaster seconds), read into plain facts. Anything not shaped as expected is left out, never thrown.
 */

const FARCASTER_EPOCH_MS = Date.UTC(2021, 0, 1);

export interface NodeCast {
  hash: string;
  fid: number;
  /** Milliseconds since 1970. */
  timestamp: number;
  text: string;
  mentions: number[];
  mentionsPositions: number[];
  /** Embedded URLs, in order. */
  urls: string[];
  /** Hashes of embedded (quoted) casts. */
  quotes: string[];
  parent: { fid: number; hash: string } | null;
  parentUrl: string | null;
}

export interface NodeProfile {
  fid: number;
  username: string;
  displayName: string;
  bio: string;
  pfpUrl: string;
  url: string;
  /** The time of the oldest field read, the closest the node's profile reads come to a registration date. */
  since: number;
}

export interface NodeReaction {
  fid: number;
  kind: 'like' | 'recast';
  timestamp: number;
}

export interface NodePage<T> {
  items: T[];
  /** The node's `nextPageToken`; null when it answered an empty one (the end). */
  nextPageToken: string | null;
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const fidOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};
const HASH = /^0x[0-9a-f]{40}$/;
const hashOf = (value: unknown): string | null => (typeof value === 'string' && HASH.test(value.toLowerCase()) ? value.toLowerCase() : null);
const castIdOf = (value: unknown): { fid: number; hash: string } | null => {
  if (!isObj(value)) return null;
  const fid = fidOf(value.fid);
  const hash = hashOf(value.hash);
  return fid !== null && hash !== null ? { fid, hash } : null;
};
const timeOf = (data: Obj): number => (typeof data.timestamp === 'number' ? FARCASTER_EPOCH_MS + data.timestamp * 1000 : 0);

/** `data` of a message of the given type (`MESSAGE_TYPE_…`), with its FID and hash. */
function dataOf(message: unknown, type: string): { data: Obj; fid: number; hash: string } | null {
  if (!isObj(message) || !isObj(message.data) || message.data.type !== type) return null;
  const fid = fidOf(message.data.fid);
  const hash = hashOf(message.hash);
  return fid !== null && hash !== null ? { data: message.data, fid, hash } : null;
}

/** The most messages a node's page holds (`PAGE_SIZE_MAX`, src/storage/constants.rs:1). */
const NODE_PAGE_MAX = 1000;

/**
 * `{messages, nextPageToken}` (`PagedResponse`, http_server.rs:439), cut to the first `max` messages
 * (the page size asked): what a node answers past it is not read.
 */
export function pageOf<T>(body: unknown, read: (message: unknown) => T | null, max = NODE_PAGE_MAX): NodePage<T> {
  const messages = isObj(body) && Array.isArray(body.messages) ? body.messages.slice(0, max) : [];
  const token = isObj(body) && typeof body.nextPageToken === 'string' && body.nextPageToken !== '' ? body.nextPageToken : null;
  return { items: messages.flatMap((m) => read(m) ?? []), nextPageToken: token };
}

export function castOf(message: unknown): NodeCast | null {
  const found = dataOf(message, 'MESSAGE_TYPE_CAST_ADD');
  const body = found?.data.castAddBody;
  if (!found || !isObj(body) || typeof body.text !== 'string') return null;
  const embeds = Array.isArray(body.embeds) ? body.embeds.filter(isObj) : [];
  const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []);
  return {
    hash: found.hash,
    fid: found.fid,
    timestamp: timeOf(found.data),
    text: body.text,
    mentions: numbers(body.mentions),
    mentionsPositions: numbers(body.mentionsPositions),
    urls: embeds.flatMap((e) => (typeof e.url === 'string' ? [e.url] : [])),
    quotes: embeds.flatMap((e) => castIdOf(e.castId)?.hash ?? []),
    parent: castIdOf(body.parentCastId),
    parentUrl: typeof body.parentUrl === 'string' ? body.parentUrl : null,
  };
}

const PROFILE_FIELDS: Record<string, keyof Omit<NodeProfile, 'fid' | 'since'>> = {
  USER_DATA_TYPE_USERNAME: 'username',
  USER_DATA_TYPE_DISPLAY: 'displayName',
  USER_DATA_TYPE_BIO: 'bio',
  USER_DATA_TYPE_PFP: 'pfpUrl',
  USER_DATA_TYPE_URL: 'url',
};

/** A profile from a FID's `userDataByFid` messages; null when the node holds none. */
export function profileOf(fid: number, messages: readonly unknown[]): NodeProfile | null {
  const profile: NodeProfile = { fid, username: '', displayName: '', bio: '', pfpUrl: '', url: '', since: Number.MAX_SAFE_INTEGER };
  const newest = new Map<string, number>();
  for (const message of messages) {
    const found = dataOf(message, 'MESSAGE_TYPE_USER_DATA_ADD');
    const body = found?.data.userDataBody;
    if (!found || found.fid !== fid || !isObj(body) || typeof body.value !== 'string' || typeof body.type !== 'string') continue;
    const field = PROFILE_FIELDS[body.type];
    const time = timeOf(found.data);
    profile.since = Math.min(profile.since, time);
    if (!field || (newest.get(field) ?? -1) > time) continue;
    newest.set(field, time);
    profile[field] = body.value;
  }
  return newest.size > 0 ? profile : null;
}

/** The other end of a follow (`LINK_ADD` of type `follow`): the target, or the follower for `linksByTargetFid`. */
export function followOf(message: unknown, end: 'target' | 'follower'): number | null {
  const found = dataOf(message, 'MESSAGE_TYPE_LINK_ADD');
  const body = found?.data.linkBody;
  if (!found || !isObj(body) || body.type !== 'follow') return null;
  return end === 'follower' ? found.fid : fidOf(body.targetFid);
}

export function reactionOf(message: unknown): NodeReaction | null {
  const found = dataOf(message, 'MESSAGE_TYPE_REACTION_ADD');
  const body = found?.data.reactionBody;
  if (!found || !isObj(body)) return null;
  const kind = body.type === 'REACTION_TYPE_LIKE' ? 'like' : body.type === 'REACTION_TYPE_RECAST' ? 'recast' : null;
  return kind ? { fid: found.fid, kind, timestamp: timeOf(found.data) } : null;
}

/** The FID of a username proof (`UserNameProof`, http_server.rs:961). */
export const proofFidOf = (body: unknown): number | null => (isObj(body) ? fidOf(body.fid) : null);

/** Whether a node's error body is gRPC NotFound (`{error, error_detail: "status: NotFound, …"}`). */
export const isNotFound = (body: unknown): boolean =>
  isObj(body) && typeof body.error_detail === 'string' && /^status: NotFound\b/.test(body.error_detail);
