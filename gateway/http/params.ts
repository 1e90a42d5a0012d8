import { validator } from 'hono/validator';
import { FID_PATTERN } from '../messages/action';
import { InvalidInputError } from '../domainErrors';
import { decodeCursor, decodeNodeCursor, encodeNodeCursor, type CursorStyle, type Position } from '../store/cursor';

/** Query and path parameters, checked strictly: anything malformed is a 400 that names the parameter. */

type Query = (name: string) => string | undefined;

/**
 * Route middleware that checks the query string once, in the order the route lists it (so before or
 * after sign-in); the handler reads the result with `c.req.valid('query')`.
 */
export const validQuery = <T>(parse: (query: Query) => T) => validator('query', (_raw, c) => parse((name) => c.req.query(name)));

/** The same for path parameters, read with `c.req.valid('param')`. */
export const validPath = <T>(parse: (param: Query) => T) => validator('param', (_raw, c) => parse((name) => c.req.param(name)));

export function limitParam(query: Query, fallback: number, max: number): number {
  const raw = query('limit');
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) throw new InvalidInputError(`limit must be an integer from 1 to ${max}`);
  return value;
}

export function fidParam(query: Query, name: string): string {
  const raw = query(name);
  if (raw === undefined || raw === '') throw new InvalidInputError(`${name} is required`);
  const fid = raw.toLowerCase();
  if (!FID_PATTERN.test(fid)) throw new InvalidInputError(`${name} is invalid: expected a decimal FID or a 0x address`);
  return fid;
}

export function fidListParam(query: Query, max: number): string[] {
  const raw = query('fids');
  if (raw === undefined || raw.trim() === '') throw new InvalidInputError('fids is required: a comma-separated list of FIDs');
  const fids = raw.split(',').map((f) => f.trim().toLowerCase());
  if (fids.length > max) throw new InvalidInputError(`fids is invalid: at most ${max} FIDs per request`);
  const bad = fids.find((f) => !FID_PATTERN.test(f));
  if (bad !== undefined) throw new InvalidInputError(`fids is invalid: "${bad.slice(0, 50)}" is not an FID`);
  return fids;
}

export function hashParam(query: Query, name: string): string {
  const raw = query(name);
  if (raw === undefined || raw === '') throw new InvalidInputError(`${name} is required`);
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) throw new InvalidInputError(`${name} is invalid: expected a 0x-prefixed 20-byte hex hash`);
  return raw.toLowerCase();
}

export function textParam(query: Query, name: string, maxLength: number): string {
  const raw = query(name);
  if (raw === undefined || raw.trim() === '') throw new InvalidInputError(`${name} is required`);
  if (raw.length > maxLength) throw new InvalidInputError(`${name} is longer than ${maxLength} characters`);
  return raw.trim();
}

function cursorParam(query: Query, style: CursorStyle, start: Position): Position {
  const raw = query('cursor');
  return raw === undefined || raw === '' ? start : decodeCursor(raw, style);
}

/** The two parameters of every list: `limit` (checked first) and where to start (`cursor`). */
export function pageParams(query: Query, style: CursorStyle, limit: { fallback: number; max: number }, start: Position) {
  return { limit: limitParam(query, limit.fallback, limit.max), from: cursorParam(query, style, start) };
}

/**
 * The parameters of a list that may be read from a Farcaster node: a node cursor carries the node's
 * page token (`nodeToken`), any other cursor is the gateway's own position.
 */
export function pageOrNodeParams(query: Query, style: CursorStyle, limit: { fallback: number; max: number }, start: Position) {
  const raw = query('cursor');
  const nodeToken = raw === undefined || raw === '' ? null : decodeNodeCursor(raw);
  if (nodeToken === null) return { ...pageParams(query, style, limit, start), nodeToken };
  return { limit: limitParam(query, limit.fallback, limit.max), from: start, nodeToken };
}

/** A node cursor given for a list the gateway holds itself is refused. */
export function ownCursor(nodeToken: string | null): void {
  if (nodeToken !== null) throw new InvalidInputError('cursor is invalid: it continues a list read from the Farcaster node, not this one');
}

/**
 * The gateway's cursor for the node's next page token (`next`), after a page asked with `asked`; null at
 * the end, and when the node answers the very token it was given, which would lead to that page again
 * and again.
 */
export const nodeCursor = (next: string | null, asked: string | null): string | null =>
  next === null || next === asked ? null : encodeNodeCursor(next);
