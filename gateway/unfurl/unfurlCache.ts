import { sql } from 'kysely';
import type { Db } from '../store/database';
import type { LinkPreview } from './pageMeta';

/** Previews kept in the database, so a restart does not fetch every page again; no read serves them but this. */
export function unfurlCache(db: Db, lifetimeMs: number) {
  return {
    async get(url: string, now = Date.now()): Promise<LinkPreview | null> {
      const row = await db.first(sql<{ preview: string; fetched_at: number }>`SELECT preview, fetched_at FROM unfurl_cache WHERE url = ${url}`);
      return row && now - row.fetched_at < lifetimeMs ? (JSON.parse(row.preview) as LinkPreview) : null;
    },
    async put(url: string, preview: LinkPreview, now = Date.now()): Promise<void> {
      await db.bookkeep(sql`INSERT INTO unfurl_cache (url, preview, fetched_at) VALUES (${url}, ${JSON.stringify(preview)}, ${now})
        ON CONFLICT (url) DO UPDATE SET preview = excluded.preview, fetched_at = excluded.fetched_at`);
      await db.bookkeep(sql`DELETE FROM unfurl_cache WHERE fetched_at < ${now - lifetimeMs}`);
    },
  };
}
