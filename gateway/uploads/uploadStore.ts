import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../store/database';
import type { Encoded } from './reencode';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** `<sha256>-<width>x<height>.<ext>`: the name carries the shape, so a reader can size the picture before it loads. */
const FILE_NAME = /^([0-9a-f]{64})-(\d{1,5})x(\d{1,5})\.(jpg|webp)$/;

export interface StoredFile {
  bytes: Buffer;
  type: 'image/jpeg' | 'image/webp';
}

/**
 * Pictures stored under their content hash in the database (table `uploads`), so every gateway process
 * serves every picture; storing the same picture twice writes nothing. Pictures that earlier versions
 * kept as files in `filesFolder` are still served from there.
 */
export function uploadStore(db: Db, filesFolder: string) {
  return {
    async put(image: Encoded): Promise<string> {
      const hash = createHash('sha256').update(image.bytes).digest('hex');
      const name = `${hash}-${image.width}x${image.height}.${EXTENSION[image.type]}`;
      await db.bookkeep(sql`INSERT INTO uploads (name, type, bytes, created_at)
        VALUES (${name}, ${image.type}, ${image.bytes}, ${Date.now()}) ON CONFLICT (name) DO NOTHING`);
      return name;
    },
    async get(name: string): Promise<StoredFile | null> {
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      const row = await db.first(sql<{ type: StoredFile['type']; bytes: Buffer }>`SELECT type, bytes FROM uploads WHERE name = ${name}`);
      if (row) return { bytes: Buffer.from(row.bytes), type: row.type };
      try {
        return { bytes: await readFile(join(filesFolder, name)), type: match[4] === 'jpg' ? 'image/jpeg' : 'image/webp' };
      } catch {
        return null;
      }
    },
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
