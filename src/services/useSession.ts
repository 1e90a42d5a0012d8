import { useSyncExternalStore } from 'react';
import type { SessionState } from '../auth/session';
import { useServices } from './services';

export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
