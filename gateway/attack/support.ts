import { createHash } from 'node:crypto';
import type { MessageData } from '@farcaster/core';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devAccount } from '../chain/devAccounts';
import { demoIdentities } from '../seed/identities';
import { openDatabase, type Db } from '../store/database';
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

/** Runs `use` on a connection of its own to the gateway's database (`location` as in `--db`), as another process would. */
export async function withDatabase<T>(location: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(location);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** The database's own tables, by name, from its catalogue. */
const tableNames = async (db: Db): Promise<string[]> => {
  const rows = await db.all(
    db.dialect === 'postgres'
      ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
      : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  );
  return rows.map((row) => row.name);
};

/** SHA-256 over every row of every table of the gateway's database (`location` as in `--db`). */
export function databaseDigest(location: string): Promise<string> {
  return withDatabase(location, async (db) => {
    const hash = createHash('sha256');
    for (const table of await tableNames(db)) {
      const rows = await db.all(sql<Record<string, unknown>>`SELECT * FROM ${sql.id(table)}`);
      const lines = rows.map((row) => JSON.stringify(Object.values(row).map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))).sort();
      hash.update(`${table}\n${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
