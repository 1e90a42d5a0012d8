import type { Db } from '../store/database';
import { createUnfurler, type Unfurler } from '../unfurl/unfurl';

/** Castline's own extensions of a gateway: link previews (and pictures, stored beside the database). */
export interface MediaServices {
  unfurler: Unfurler;
}

export interface MediaOptions {
  /** `--unfurl-private`. */
  unfurlPrivate?: boolean;
  /** Reserved addresses link previews may reach anyway (tests only). */
  unfurlAllowAddresses?: string[];
}

export function createMediaServices(db: Db, options: MediaOptions): MediaServices {
  return {
    unfurler: createUnfurler(db, {
      allowPrivate: options.unfurlPrivate ?? false,
      ...(options.unfurlAllowAddresses ? { allowAddresses: new Set(options.unfurlAllowAddresses) } : {}),
    }),
  };
}
