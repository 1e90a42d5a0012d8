import type { Cast } from '../../api/model';
import type { DraftContext } from '../../widgets/composer/draftStore';

/**
 * What this tab has seen the outbox do, in memory: the casts it posted (they have left the outbox in
 * storage) so the Outbox screen can say "Posted." with a link to each, in the order they were sent.
 */
export interface PostedFromOutbox {
  context: DraftContext;
  text: string;
  cast: Cast;
}

let posted: readonly PostedFromOutbox[] = [];
const listeners = new Set<() => void>();

export function rememberPosted(entry: PostedFromOutbox): void {
  posted = [...posted.filter((p) => p.context !== entry.context), entry].slice(-20);
  for (const listener of listeners) listener();
}

export const postedFromOutbox = (): readonly PostedFromOutbox[] => posted;

export function subscribePosted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
