import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';

/** As many Mini Apps as one account may add. */
export const MAX_MINIAPPS = 100;

export interface MiniAppRow {
  /** The app's origin. */
  app_url: string;
  webhook_url: string;
  added_at: number;
  /** The notification token this gateway issued for the account and app; null while none is. */
  token: string | null;
  /** 1 once the app was told of the token: only then does a notification sent with it reach the account. */
  enabled: number;
}

/** Whose notifications a token brings in, and for which app. */
export interface TokenOwner {
  user_id: number;
  app_url: string;
}

/**
 * The Mini Apps each account added, Castline's own and private to the account (migration 010): per app
 * its webhook and the notification token this gateway issued, which app servers send notifications with.
 */
export function miniAppStore(db: Db) {
  let signingKey: Promise<Uint8Array> | null = null;
  const readSigningKey = async (): Promise<Uint8Array> => {
    const fresh = randomBytes(32).toString('hex');
    await db.bookkeep(sql`INSERT INTO meta (key, value) VALUES ('miniapp_event_key', ${fresh}) ON CONFLICT (key) DO NOTHING`);
    const row = await db.first(sql<{ value: string }>`SELECT value FROM meta WHERE key = 'miniapp_event_key'`);
    return Uint8Array.from(Buffer.from(row!.value, 'hex'));
  };
  return {
    /** The newest added first. */
    list: (userId: number): Promise<MiniAppRow[]> =>
      db.all(sql<MiniAppRow>`SELECT app_url, webhook_url, added_at, token, enabled FROM miniapps WHERE user_id = ${userId}
        ORDER BY added_at DESC, app_url`),
    byApp: (userId: number, appUrl: string): Promise<MiniAppRow | undefined> =>
      db.first(sql<MiniAppRow>`SELECT app_url, webhook_url, added_at, token, enabled FROM miniapps WHERE user_id = ${userId} AND app_url = ${appUrl}`),
    count: async (userId: number): Promise<number> =>
      (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM miniapps WHERE user_id = ${userId}`))?.n ?? 0,
    /**
     * The app's notification token: the one issued already, or else `fresh`, which it becomes. Records
     * the app (added `at` when it is new) and where its webhook is now.
     */
    async issueToken(userId: number, appUrl: string, webhookUrl: string, fresh: string, at: number): Promise<string> {
      const { rows } = await db.write(sql<{ token: string }>`INSERT INTO miniapps (user_id, app_url, webhook_url, added_at, token, enabled)
        VALUES (${userId}, ${appUrl}, ${webhookUrl}, ${at}, ${fresh}, 0)
        ON CONFLICT (user_id, app_url) DO UPDATE SET webhook_url = excluded.webhook_url, token = COALESCE(miniapps.token, excluded.token)
        RETURNING token`);
      return rows[0]!.token;
    },
    /** The app told of `token`: notifications sent with it are taken from now on. False when it is not the app's token (any more). */
    enable: async (userId: number, appUrl: string, token: string, webhookUrl: string): Promise<boolean> =>
      (await db.write(sql`UPDATE miniapps SET enabled = 1, webhook_url = ${webhookUrl}
        WHERE user_id = ${userId} AND app_url = ${appUrl} AND token = ${token}`)).changed > 0,
    /** The app added with notifications off: no token. */
    addWithoutNotifications: (userId: number, appUrl: string, webhookUrl: string, at: number): Promise<unknown> =>
      db.write(sql`INSERT INTO miniapps (user_id, app_url, webhook_url, added_at, token, enabled) VALUES (${userId}, ${appUrl}, ${webhookUrl}, ${at}, NULL, 0)
        ON CONFLICT (user_id, app_url) DO UPDATE SET webhook_url = excluded.webhook_url, token = NULL, enabled = 0`),
    /** Notifications turned off: the token is forgotten, so a send with it finds nothing. False when the app was not added. */
    disable: async (userId: number, appUrl: string, webhookUrl: string): Promise<boolean> =>
      (await db.write(sql`UPDATE miniapps SET token = NULL, enabled = 0, webhook_url = ${webhookUrl}
        WHERE user_id = ${userId} AND app_url = ${appUrl}`)).changed > 0,
    /** False when the app was not added. */
    remove: async (userId: number, appUrl: string): Promise<boolean> =>
      (await db.write(sql`DELETE FROM miniapps WHERE user_id = ${userId} AND app_url = ${appUrl}`)).changed > 0,
    /** Those of `tokens` that are enabled, with whose and which app's they are. */
    async enabledTokens(tokens: readonly string[]): Promise<Map<string, TokenOwner>> {
      if (tokens.length === 0) return new Map();
      const rows = await db.all(sql<TokenOwner & { token: string }>`SELECT token, user_id, app_url FROM miniapps
        WHERE enabled = 1 AND token IN (${sql.join(tokens)})`);
      return new Map(rows.map(({ token, ...owner }) => [token, owner]));
    },
    /**
     * The Ed25519 private key this gateway signs Mini App events with for accounts that have no signer
     * key of their own: made once and kept in the database's `meta` table beside the token secret, so
     * every process on the database signs with the same key.
     */
    eventSigningKey: (): Promise<Uint8Array> =>
      (signingKey ??= readSigningKey().catch((error: unknown) => {
        signingKey = null; // asked again next time, rather than failing for the life of the process
        throw error;
      })),
  };
}
