import type { Db } from '../store/database';
import type { LinkPreview } from './pageMeta';

/** Previews kept in SQLite, so a restart does not fetch every page again. */
export function unfurlCache(db: Db, lifetimeMs: number) {
  db.exec('CREATE TABLE IF NOT EXISTS unfurl_cache (url TEXT PRIMARY KEY, preview TEXT NOT NULL, fetched_at INTEGER NOT NULL)');
  const read = db.prepare<[string], { preview: string; fetched_at: number }>('SELECT preview, fetched_at FROM unfurl_cache WHERE url = ?');
  const write = db.prepare<[string, string, number]>('INSERT OR REPLACE INTO unfurl_cache (url, preview, fetched_at) VALUES (?, ?, ?)');
  const prune = db.prepare<[number]>('DELETE FROM unfurl_cache WHERE fetched_at < ?');
  return {
    get(url: string, now = Date.now()): LinkPreview | null {
      const row = read.get(url);
      return row && now - row.fetched_at < lifetimeMs ? (JSON.parse(row.preview) as LinkPreview) : null;
    },
    put(url: string, preview: LinkPreview, now = Date.now()): void {
      write.run(url, JSON.stringify(preview), now);
      prune.run(now - lifetimeMs);
    },
  };
}

