import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { MessageData } from '@farcaster/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devAccount } from '../chain/devAccounts';
import { demoIdentities } from '../seed/identities';
import { farcasterNow, signedMessageJson, signIn, type HttpClient } from '../testing/testGateway';

/** Shared moves of the attack suite: accounts, messages, and a fingerprint of the whole database. */

export const MODES = ['spec', 'farquest'] as const;

export interface Author {
  fid: string;
  token: string;
  /** Ed25519 key that signs this author's messages. */
  key: Uint8Array | string;
  /** The protobuf `data.fid`: the FID for L1 authors, 0 for L2 ones. */
  dataFid: number;
}

/** A fresh wallet signed in by signature: an L2 account known by its address. */
export async function l2Author(gw: HttpClient): Promise<Author> {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const token = await signIn(gw, wallet, { type: 'SIGNATURE' });
  return { fid: wallet.address.toLowerCase(), token, key: generatePrivateKey(), dataFid: 0 };
}

/** Demo FID `fid` (1-10) signed in with its registered signer. */
export async function l1Author(gw: HttpClient, fid: number): Promise<Author> {
  const identity = demoIdentities[fid - 1]!;
  const token = await signIn(gw, devAccount(fid - 1), { type: 'FID', signerPublicKey: identity.signerPublicKey });
  return { fid: String(fid), token, key: identity.signerPrivateKey, dataFid: fid };
}

export const castBody = (text: string, extra: object = {}) => ({
  castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0, ...extra },
});

export const hashBytes = (hash: string): Uint8Array => Buffer.from(hash.slice(2), 'hex');

/** Signs `data` as `author` at `timestamp` (Farcaster seconds; default now) and posts it. */
export function send(
  gw: HttpClient,
  author: Author,
  data: Partial<MessageData>,
  extra: { bodyOverrides?: unknown; isExternal?: boolean; timestamp?: number } = {},
): Promise<Response> {
  const { timestamp = farcasterNow(), ...rest } = extra;
  const message = signedMessageJson({ fid: author.dataFid, timestamp, ...data }, author.key);
  return gw.post('/farcaster/v2/message', { message, ...rest }, author.token);
}

export async function json<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** `result.hash` of an accepted message. */
export async function acceptedHash(res: Response | Promise<Response>): Promise<string> {
  const r = await res;
  const body = await json<{ result?: { hash: string } }>(r);
  if (r.status !== 200 || !body.result) throw new Error(`expected 200, got ${r.status} ${JSON.stringify(body)}`);
  return body.result.hash;
}

export interface CastRecord {
  hash: string;
  text: string;
  author: { fid: string | number };
  reactions: { count: number };
  recasts: { count: number };
  parentHash: string | null;
}

export async function castByHash(gw: HttpClient, hash: string): Promise<CastRecord | null> {
  return (await json<{ result: { cast: CastRecord | null } }>(gw.get(`/farcaster/v2/cast?hash=${hash}`))).result.cast;
}

/** SHA-256 over every row of every table, read from the file the gateway writes. */
export function databaseDigest(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256');
    const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    for (const table of tables) {
      const rows = db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][];
      const lines = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v))).sort();
      hash.update(`${table}\n${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
