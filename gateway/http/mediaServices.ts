import { join } from 'node:path';
import type { Db } from '../store/database';
import { uploadStore, type UploadStore } from '../uploads/uploadStore';
import { createUnfurler, type Unfurler } from '../unfurl/unfurl';
import { createWebhooks, type Webhooks } from '../unfurl/webhooks';

/**
 * Castline's own extensions of a gateway: link previews (and pictures, stored beside the database), and
 * Mini Apps' webhooks, reached through the same guard as link previews.
 */
export interface MediaServices {
  unfurler: Unfurler;
  uploads: UploadStore;
  webhooks: Webhooks;
}

export interface MediaOptions {
  /** `--unfurl-private`, for link previews and Mini Apps' webhooks. */
  unfurlPrivate?: boolean;
  /** Reserved addresses link previews may reach anyway (tests only). */
  unfurlAllowAddresses?: string[];
}

/** `dataFolder` is where files beside the database were kept: pictures earlier versions stored in its `uploads/` are still served. */
export function createMediaServices(db: Db, dataFolder: string, options: MediaOptions): MediaServices {
  const reach = {
    allowPrivate: options.unfurlPrivate ?? false,
    ...(options.unfurlAllowAddresses ? { allowAddresses: new Set(options.unfurlAllowAddresses) } : {}),
  };
  return { uploads: uploadStore(db, join(dataFolder, 'uploads')), unfurler: createUnfurler(db, reach), webhooks: createWebhooks(reach) };
}
