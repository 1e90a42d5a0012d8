import type { Db } from './database';
import type { Position } from './cursor';
import type { CastRow, ReactionKind } from './rows';
import { LIKE } from './rows';
import { rowCache } from './rowCache';

export type CastFilter = { kind: 'all' } | { kind: 'author'; authorId: number } | { kind: 'channel'; parentUrl: string };

export interface NewCast {
  hash: string;
  authorId: number;
  text: string;
  mentions: string[];
  mentionsPositions: number[];
  embeds: string;
  parentHash: string | null;
  parentAuthorId: number | null;
  parentUrl: string | null;
  threadHash: string;
  timestamp: number;
  external: boolean;
}

/** Pages select ids only (an index-only scan); the rows come from the cache. */
const PAGE_TAIL = 'AND (timestamp, id) < (@ts, @id) ORDER BY timestamp DESC, id DESC LIMIT @limit';

export function castStore(db: Db) {
  type PageArgs = { ts: number; id: number; limit: number; authorId?: number; parentUrl?: string };
  const pages = {
    all: db.prepare<PageArgs, number>(`SELECT id FROM casts WHERE 1 ${PAGE_TAIL}`).pluck(),
    author: db.prepare<PageArgs, number>(`SELECT id FROM casts WHERE author_id = @authorId ${PAGE_TAIL}`).pluck(),
    channel: db.prepare<PageArgs, number>(`SELECT id FROM casts WHERE parent_url = @parentUrl ${PAGE_TAIL}`).pluck(),
  };
  const thread = db.prepare<{ threadHash: string; ts: number; id: number; limit: number }, number>(
    `SELECT id FROM casts WHERE thread_hash = @threadHash AND (timestamp, id) > (@ts, @id)
     ORDER BY timestamp ASC, id ASC LIMIT @limit`,
  ).pluck();
  const byIds = db.prepare<[string], CastRow>('SELECT * FROM casts WHERE id IN (SELECT value FROM json_each(?))');
  const idsByHashes = db.prepare<[string], number>('SELECT id FROM casts WHERE hash IN (SELECT value FROM json_each(?))').pluck();
  const cache = rowCache((ids) => byIds.all(JSON.stringify(ids)));
  const inOrder = (ids: number[]): CastRow[] => {
    const rows = cache.get(ids);
    return ids.map((id) => rows.get(id)!);
  };
  const insert = db.prepare(
    `INSERT INTO casts (hash, author_id, text, mentions, mentions_positions, embeds, parent_hash, parent_author_id,
       parent_url, thread_hash, timestamp, external)
     VALUES (@hash, @authorId, @text, @mentions, @mentionsPositions, @embeds, @parentHash, @parentAuthorId,
       @parentUrl, @threadHash, @timestamp, @external)`,
  );
  const remove = db.prepare('DELETE FROM casts WHERE id = ?');
  const addReplies = db.prepare<[number, string], number>('UPDATE casts SET replies_count = replies_count + ? WHERE hash = ? RETURNING id').pluck();
  const addLikes = db.prepare('UPDATE casts SET likes_count = likes_count + ? WHERE id = ?');
  const addRecasts = db.prepare('UPDATE casts SET recasts_count = recasts_count + ? WHERE id = ?');

  const adjustReplies = (hash: string, delta: 1 | -1): void => {
    for (const id of addReplies.all(delta, hash)) cache.forget(id);
  };

  return {
    /** Forgets every cached row: another process has written. */
    forgetAll: cache.forgetAll,
    /** Newest first, strictly after `from`. */
    page(filter: CastFilter, from: Position, limit: number): CastRow[] {
      const args: PageArgs = { ts: from.ts, id: from.id, limit };
      if (filter.kind === 'author') args.authorId = filter.authorId;
      if (filter.kind === 'channel') args.parentUrl = filter.parentUrl;
      return inOrder(pages[filter.kind].all(args));
    },
    /** Oldest first, so the root leads. */
    thread(threadHash: string, from: Position, limit: number): CastRow[] {
      return inOrder(thread.all({ threadHash, ts: from.ts, id: from.id, limit }));
    },
    byHash(hash: string): CastRow | undefined {
      return this.byHashes([hash]).get(hash);
    },
    byHashes(hashes: Iterable<string>): Map<string, CastRow> {
      const list = [...new Set(hashes)];
      if (list.length === 0) return new Map();
      const rows = cache.get(idsByHashes.all(JSON.stringify(list)));
      return new Map([...rows.values()].map((c) => [c.hash, c]));
    },
    insert(cast: NewCast): number {
      const result = insert.run({
        ...cast,
        mentions: JSON.stringify(cast.mentions),
        mentionsPositions: JSON.stringify(cast.mentionsPositions),
        external: cast.external ? 1 : 0,
      });
      if (cast.parentHash) adjustReplies(cast.parentHash, 1);
      return Number(result.lastInsertRowid);
    },
    remove(cast: CastRow): void {
      remove.run(cast.id);
      cache.forget(cast.id);
      if (cast.parent_hash) adjustReplies(cast.parent_hash, -1);
    },
    adjustReactions(castId: number, kind: ReactionKind, delta: 1 | -1): void {
      (kind === LIKE ? addLikes : addRecasts).run(delta, castId);
      cache.forget(castId);
    },
  };
}

