import { useSyncExternalStore } from 'react';

/**
 * Whether the full composer dialog is open, and how many times it has closed: the home box keys
 * itself on that count, so it reads the shared draft again once the dialog has written to it.
 */
interface ComposeDialogState {
  open: boolean;
  closings: number;
}

let state: ComposeDialogState = { open: false, closings: 0 };
const listeners = new Set<() => void>();

function set(next: ComposeDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export const openComposeDialog = () => set({ ...state, open: true });
export const closeComposeDialog = () => set({ open: false, closings: state.closings + 1 });

export function useComposeDialog(): ComposeDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
