/** Tells this tab's outbox screen, banner and sender that the outbox changed (other tabs hear a `storage` event). */
const OUTBOX_CHANGED = 'castline:outbox';

export const announceOutboxChange = (): void => void window.dispatchEvent(new Event(OUTBOX_CHANGED));

/** Calls `changed` when this tab or another changes the outbox; returns the unsubscribe. */
export function onOutboxChange(changed: () => void): () => void {
  window.addEventListener(OUTBOX_CHANGED, changed);
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(OUTBOX_CHANGED, changed);
    window.removeEventListener('storage', changed);
  };
}
