import { useEffect } from 'react';
import { gatewayReach, probeGateway, subscribeReach } from '../../api/reachability';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';

/**
 * A sign-in that failed because the gateway could not be reached says so until the gateway answers
 * again, then its words go. The failure has the gateway probed, so its reach is asked again until it
 * answers (`useReachProbe`); only a return after it was found out of reach counts.
 */
export function useSignInErrorUntilReconnect(): void {
  const { session, settings } = useServices();
  const cut = useSession().error?.kind === 'network';
  useEffect(() => {
    if (!cut) return;
    let away = gatewayReach() === 'unreachable';
    const stop = subscribeReach(() => {
      if (gatewayReach() === 'unreachable') away = true;
      else if (away && gatewayReach() === 'reachable') session.dispatch({ type: 'connection-returned' });
    });
    void probeGateway(settings);
    return stop;
  }, [cut, session, settings]);
}
