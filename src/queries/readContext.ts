import type { Gateway } from '../api/gateway';
import type { ReadCache } from './readCache';
import type { ViewerKey } from './queryKeys';

/** What every read needs: the gateway, whose eyes it reads for, and the cache responses feed. */
export interface ReadContext {
  gateway: Gateway;
  viewer: ViewerKey;
  cache: ReadCache;
}
