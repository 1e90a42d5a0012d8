import { InvalidInputError } from '../domainErrors';

/** Where a page stopped: the sort key of its last item. Ties on `ts` are broken by `id`. */
export interface Position {
  ts: number;
  id: number;
}

/** Spec mode hands out opaque base64url cursors; far.quest mode its own `<timestampMs>-<id>`. */
export type CursorStyle = 'spec' | 'farquest';

/** The id may be negative: a Following feed's network casts take negative keys (store/networkFeed.ts). */
const SPEC_PLAIN = /^(\d{1,16})\.(-?\d{1,16})$/;
const FARQUEST_PLAIN = /^(\d{1,16})-(\d{1,16})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeCursor(position: Position, style: CursorStyle): string {
  if (style === 'farquest') return `${position.ts}-${position.id}`;
  return Buffer.from(`${position.ts}.${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string, style: CursorStyle): Position {
  const match = style === 'farquest' ? FARQUEST_PLAIN.exec(raw) : SPEC_PLAIN.exec(fromBase64url(raw) ?? '');
  if (!match) throw new InvalidInputError('cursor is invalid: pass back the `next` value of a previous page unchanged');
  const ts = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(ts) || !Number.isSafeInteger(id)) throw new InvalidInputError('cursor is invalid: position out of range');
  return { ts, id };
}

function fromBase64url(raw: string): string | null {
  if (!BASE64URL.test(raw)) return null;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  // Round-trip so that non-canonical encodings of the same bytes are refused too.
  return Buffer.from(text, 'utf8').toString('base64url') === raw ? text : null;
}

/** The position before every item of a descending walk. */
export const START_DESC: Position = { ts: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
/** The position before every item of an ascending walk. */
export const START_ASC: Position = { ts: -1, id: -1 };

/**
 * A page read from a Farcaster node goes on from the node's own `nextPageToken`, carried in the
 * gateway's cursor (`node:<token>` in base64url), as opaque to the client as a position is.
 */
const NODE_PREFIX = 'node:';
const NODE_CURSOR = /^[A-Za-z0-9_-]{8,1400}$/;

export const encodeNodeCursor = (pageToken: string): string => Buffer.from(NODE_PREFIX + pageToken, 'utf8').toString('base64url');

/** The node's page token a cursor carries, or null when the cursor is not a node cursor. */
export function decodeNodeCursor(raw: string): string | null {
  if (!NODE_CURSOR.test(raw)) return null;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  if (!text.startsWith(NODE_PREFIX) || Buffer.from(text, 'utf8').toString('base64url') !== raw) return null;
  const token = text.slice(NODE_PREFIX.length);
  return /^[A-Za-z0-9+/]{1,1000}={0,2}$/.test(token) ? token : null;
}
