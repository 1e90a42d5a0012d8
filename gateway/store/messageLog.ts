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

/** Every accepted message, by identity and by submission key, so a message is applied once. */
export function messageLog(db: Db) {
  return {
    async has(hash: string): Promise<boolean> {
      return (await db.first(sql`SELECT 1 AS one FROM messages WHERE hash = ${hash}`)) !== undefined;
    },
    /** The identity of the message submitted with this key, if any. */
    async identityOf(key: string): Promise<string | undefined> {
      return (await db.first(sql<{ hash: string }>`SELECT hash FROM message_keys WHERE key = ${key}`))?.hash;
    },
    async insert({ key, ...message }: LoggedMessage): Promise<void> {
      await db.transaction(async () => {
        await db.write(sql`INSERT INTO messages (hash, fid, message_type, timestamp, raw, external, created_at)
          VALUES (${message.hash}, ${message.fid}, ${message.messageType}, ${message.timestamp}, ${Buffer.from(message.raw)},
            ${message.external ? 1 : 0}, ${message.createdAt})`);
        await db.write(sql`INSERT INTO message_keys (key, hash) VALUES (${key}, ${message.hash})`);
      });
    },
  };
}
