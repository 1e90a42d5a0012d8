import { join } from 'node:path';
import type { Db } from '../store/database';
import { uploadStore, type UploadStore } from '../uploads/uploadStore';
import { createUnfurler, type Unfurler } from '../unfurl/unfurl';

/** Castline's own extensions of a gateway: link previews (and pictures, stored beside the database). */
export interface MediaServices {
  unfurler: Unfurler;
  uploads: UploadStore;
}

export interface MediaOptions {
  /** `--unfurl-private`. */
  unfurlPrivate?: boolean;
  /** Reserved addresses link previews may reach anyway (tests only). */
  unfurlAllowAddresses?: string[];
}

/** `dataFolder` is where files beside the database were kept: pictures earlier versions stored in its `uploads/` are still served. */
export function createMediaServices(db: Db, dataFolder: string, options: MediaOptions): MediaServices {
  return {
    uploads: uploadStore(db, join(dataFolder, 'uploads')),
    unfurler: createUnfurler(db, {
      allowPrivate: options.unfurlPrivate ?? false,
      ...(options.unfurlAllowAddresses ? { allowAddresses: new Set(options.unfurlAllowAddresses) } : {}),
    }),
  };
}
