import { publishTimeText } from './scheduleTime';

/**
 * The honest states of a post: signing → sending → confirming → posted, or failed with the
 * reason. Pure, so the composer's buttons and announcements follow from one value.
 */

export type BusyPhase = 'signing' | 'sending' | 'confirming';

export type PublishState =
  | { phase: 'idle' }
  | { phase: BusyPhase }
  | { phase: 'posted'; hash: string }
  /** Kept by the gateway to be published at `at`. */
  | { phase: 'scheduled'; at: number }
  /** Written offline: it waits in the outbox, unsigned, to be sent when the connection returns. */
  | { phase: 'queued' }
  | { phase: 'failed'; reason: string };

export type PublishEvent =
  | { type: 'start' }
  | { type: 'progress'; phase: BusyPhase }
  /** The next cast of a thread starts. */
  | { type: 'next' }
  | { type: 'posted'; hash: string }
  | { type: 'scheduled'; at: number }
  | { type: 'queued' }
  | { type: 'failed'; reason: string }
  | { type: 'edited' };

export const IDLE: PublishState = { phase: 'idle' };

const ORDER: Record<BusyPhase, number> = { signing: 0, sending: 1, confirming: 2 };

export function isBusy(state: PublishState): state is { phase: BusyPhase } {
  return state.phase === 'signing' || state.phase === 'sending' || state.phase === 'confirming';
}

export function publishReducer(state: PublishState, event: PublishEvent): PublishState {
  switch (event.type) {
    case 'start':
      return isBusy(state) ? state : { phase: 'signing' };
    case 'progress':
      // Only forward: a late report of an earlier step never moves the state back.
      return isBusy(state) && ORDER[event.phase] > ORDER[state.phase] ? { phase: event.phase } : state;
    case 'next':
      return isBusy(state) ? { phase: 'signing' } : state;
    case 'posted':
      return isBusy(state) ? { phase: 'posted', hash: event.hash } : state;
    case 'scheduled':
      return isBusy(state) ? { phase: 'scheduled', at: event.at } : state;
    case 'failed':
      return isBusy(state) ? { phase: 'failed', reason: event.reason } : state;
    case 'queued':
      return { phase: 'queued' };
    case 'edited':
      return state.phase === 'failed' || state.phase === 'posted' || state.phase === 'scheduled' || state.phase === 'queued' ? IDLE : state;
  }
}

/** The words a screen reader hears and everyone sees for each state. */
export function publishStatusText(state: PublishState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'signing':
      return 'Signing…';
    case 'sending':
      return 'Sending…';
    case 'confirming':
      return 'Sent. Checking that it is posted…';
    case 'posted':
      return 'Posted.';
    case 'scheduled':
      return `Scheduled for ${publishTimeText(state.at)}.`;
    case 'queued':
      return "You're offline. Your cast waits in the Outbox and is sent when the connection returns.";
    case 'failed':
      return `Not posted. ${state.reason} Your draft is kept.`;
  }
}
