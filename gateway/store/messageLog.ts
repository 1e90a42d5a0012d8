import { sql } from 'kysely';
import type { Db } from './database';

export interface LoggedMessage {
  /** The identity the message is stored and read back by. */
  hash: string;
  /** Its submission key (`messages/identity.ts`): equal keys are one message sent again. */
  key: string;
  fid: string;
  messageType: number;
  timestamp: number;
  raw: Uint8Array;
  external: boolean;
  createdAt: number;
}

/** A message as it was accepted and logged, before the presenters shape it for a mode. */
export interface AcceptedMessage {
  fid: string;
  /** Numeric FID author (L1) rather than an address (L2). */
  l1: boolean;
  messageType: number;
  timestamp: number;
  hash: string;
  hashScheme: number;
  signature: string;
  signatureScheme: number;
  signer: string;
  raw: string;
  external: boolean;
  createdAt: number;
  bodyOverrides: Record<string, unknown> | null;
}

/** What the log already holds that a new submission could clash with. */
export interface Clashes {
  /** The identity of the message submitted earlier with the same submission key. */
  sameSubmission: string | undefined;
  /** A message is already stored under this hash. */
  hashTaken: boolean;
}

/** Every accepted message, by identity and by submission key, so a message is applied once. */
export function messageLog(db: Db) {
  return {
    async has(hash: string): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM messages WHERE hash = ${hash}`)) !== undefined;
    },
    /** Whether the message logged under this hash is `fid`'s. */
    async isBy(fid: string, hash: string): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM messages WHERE hash = ${hash} AND fid = ${fid}`)) !== undefined;
    },
    /** The message submitted earlier with this key, and whether this hash is taken: one query. */
    async clashes(key: string, hash: string): Promise<Clashes> {
      const rows = await db.all(sql<{ hash: string; submission_key: string | null }>`SELECT hash, submission_key FROM messages
        WHERE submission_key = ${key} OR hash = ${hash}`);
      return { sameSubmission: rows.find((row) => row.submission_key === key)?.hash, hashTaken: rows.some((row) => row.hash === hash) };
    },
    /**
     * Logs the message unless its hash or its submission key is logged already; answers whether it was
     * logged (when not, `clashes` tells why). One statement on the usual path, where nothing clashes.
     */
    async insertUnlessLogged(message: LoggedMessage): Promise<boolean> {
      const { changed } = await db.write(sql`INSERT INTO messages (hash, submission_key, fid, message_type, timestamp, raw, external, created_at)
        VALUES (${message.hash}, ${message.key}, ${message.fid}, ${message.messageType}, ${message.timestamp}, ${Buffer.from(message.raw)},
          ${message.external ? 1 : 0}, ${message.createdAt})
        ON CONFLICT DO NOTHING`);
      return changed > 0;
    },
  };
}
