import { useSyncExternalStore } from 'react';
import { useServices } from './services';
import type { AccountSet } from '../auth/handover';

export function useAccounts(): AccountSet {
  const { accounts } = useServices();
  return useSyncExternalStore(accounts.subscribe, accounts.getSet);
}

/** False while a new tab is still waiting for an open tab to hand its session over. */
export function useAccountsSettled(): boolean {
  const { accounts } = useServices();
  return useSyncExternalStore(accounts.subscribe, accounts.isSettled);
}
