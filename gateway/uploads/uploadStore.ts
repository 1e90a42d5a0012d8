import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Encoded } from './reencode';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** `<sha256>-<width>x<height>.<ext>`: the name carries the shape, so a reader can size the picture before it loads. */
const FILE_NAME = /^([0-9a-f]{64})-(\d{1,5})x(\d{1,5})\.(jpg|webp)$/;

export interface StoredFile {
  bytes: Buffer;
  type: 'image/jpeg' | 'image/webp';
}

/** Pictures stored under their content hash in one folder; storing the same picture twice writes nothing. */
export function uploadStore(folder: string) {
  return {
    put(image: Encoded): string {
      mkdirSync(folder, { recursive: true });
      const hash = createHash('sha256').update(image.bytes).digest('hex');
      const name = `${hash}-${image.width}x${image.height}.${EXTENSION[image.type]}`;
      const path = join(folder, name);
      if (!existsSync(path)) {
        // Written whole under a temporary name first, so a reader never sees half a file.
        const partial = `${path}.${process.pid}.partial`;
        writeFileSync(partial, image.bytes);
        renameSync(partial, path);
      }
      return name;
    },
    get(name: string): StoredFile | null {
      const match = FILE_NAME.exec(name);
      if (!match) return null;
      try {
        return { bytes: readFileSync(join(folder, name)), type: match[4] === 'jpg' ? 'image/jpeg' : 'image/webp' };
      } catch {
        return null;
      }
    },
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
