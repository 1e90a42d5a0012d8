import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import { useServices } from '../services/services';
import type { SessionState } from '../auth/session';
import { useSession } from '../services/useSession';
import { ANONYMOUS, type ViewerKey } from './queryKeys';
import { createReadCache, type ReadCache } from './readCache';
import type { ReadContext } from './readContext';

// One cache (and so one batcher) per gateway and viewer, shared by every component that reads.
const caches = new WeakMap<Gateway, WeakMap<QueryClient, Map<ViewerKey, ReadCache>>>();

function readCacheFor(gateway: Gateway, client: QueryClient, viewer: ViewerKey): ReadCache {
  let byClient = caches.get(gateway);
  if (!byClient) caches.set(gateway, (byClient = new WeakMap()));
  let byViewer = byClient.get(client);
  if (!byViewer) byClient.set(client, (byViewer = new Map()));
  let cache = byViewer.get(viewer);
  if (!cache) byViewer.set(viewer, (cache = createReadCache(gateway, client, viewer)));
  return cache;
}

/** The read context for a gateway, cache and viewer, the same object the hooks use. */
export function readContextFor(gateway: Gateway, client: QueryClient, viewer: ViewerKey): ReadContext {
  return { gateway, viewer, cache: readCacheFor(gateway, client, viewer) };
}

/** Whose eyes reads are made for: the signed-in identity, or nobody. */
export function viewerKeyOf(session: Pick<SessionState, 'identity'>): ViewerKey {
  return session.identity?.fid ?? ANONYMOUS;
}

export function useViewerKey(): ViewerKey {
  return viewerKeyOf(useSession());
}

export function useReadContext(): ReadContext {
  const { gateway } = useServices();
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useMemo(() => readContextFor(gateway, client, viewer), [gateway, client, viewer]);
}
