import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { gatewayReach, probeGateway, subscribeReach } from '../../api/reachability';
import { useServices } from '../../services/services';
import { watchFailedReads, type Connection } from './connection';

/** While nothing answers, the gateway is asked again this often, so the banner goes and the outbox sends soon after it is back. */
const RECHECK_MS = 5_000;

function subscribeOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** The browser's online flag, kept current. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The gateway's reach as last probed. */
export const useReach = () => useSyncExternalStore(subscribeReach, gatewayReach);

/** Keeps the probe of the gateway current (mount once, in the shell). */
export function useReachProbe(): void {
  const { settings } = useServices();
  const cache = useQueryClient().getQueryCache();
  const reach = useReach();
  useEffect(() => {
    let probing = false;
    const probe = () => {
      if (probing) return;
      probing = true;
      void probeGateway(settings).finally(() => {
        probing = false;
      });
    };
    probe();
    const stopOnline = subscribeOnline(probe);
    const stopReads = watchFailedReads(cache, probe);
    return () => {
      stopOnline();
      stopReads();
    };
  }, [settings, cache]);
  useEffect(() => {
    if (reach !== 'unreachable') return;
    const timer = setInterval(() => void probeGateway(settings), RECHECK_MS);
    return () => clearInterval(timer);
  }, [reach, settings]);
}

export function useConnection(): Connection {
  return { online: useOnline(), unreachable: useReach() === 'unreachable' };
}
