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
  const has = db.prepare<[string], { hash: string }>('SELECT hash FROM messages WHERE hash = ?');
  const byKey = db.prepare<[string], string>('SELECT hash FROM message_keys WHERE key = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO messages (hash, fid, message_type, timestamp, raw, external, created_at)
     VALUES (@hash, @fid, @messageType, @timestamp, @raw, @external, @createdAt)`,
  );
  const insertKey = db.prepare('INSERT INTO message_keys (key, hash) VALUES (?, ?)');
  return {
    has: (hash: string): boolean => has.get(hash) !== undefined,
    /** The identity of the message submitted with this key, if any. */
    identityOf: (key: string): string | undefined => byKey.get(key),
    insert({ key, ...message }: LoggedMessage): void {
      insert.run({ ...message, raw: Buffer.from(message.raw), external: message.external ? 1 : 0 });
      insertKey.run(key, message.hash);
    },
  };
}
