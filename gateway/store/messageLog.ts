import type { Db } from './database';

export interface LoggedMessage {
  hash: string;
  fid: string;
  messageType: number;
  timestamp: number;
  raw: Uint8Array;
  external: boolean;
  createdAt: number;
}

/** Every accepted message, by hash, so a message is applied once. */
export function messageLog(db: Db) {
  const has = db.prepare<[string], { hash: string }>('SELECT hash FROM messages WHERE hash = ?');
  const insert = db.prepare(
    `INSERT INTO messages (hash, fid, message_type, timestamp, raw, external, created_at)
     VALUES (@hash, @fid, @messageType, @timestamp, @raw, @external, @createdAt)`,
  );
  return {
    has: (hash: string): boolean => has.get(hash) !== undefined,
    insert(message: LoggedMessage): void {
      insert.run({ ...message, raw: Buffer.from(message.raw), external: message.external ? 1 : 0 });
    },
  };
}
