import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import type { SessionState } from './session';

export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
