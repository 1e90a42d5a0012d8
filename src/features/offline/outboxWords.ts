import type { Queued } from '../../widgets/composer/draftStore';

/** "1 cast", "3 casts". */
export const castCount = (n: number): string => `${n} ${n === 1 ? 'cast' : 'casts'}`;

/** What the banner says of the outbox, if anything: how many wait, and what they wait for. */
export function outboxBannerText({ waiting, online, canSend }: { waiting: number; online: boolean; canSend: boolean }): string | null {
  if (waiting === 0) return null;
  if (!online) return `${castCount(waiting)} ${waiting === 1 ? 'waits' : 'wait'} in the Outbox for a connection.`;
  if (!canSend) return `Sign in to send ${waiting} waiting ${waiting === 1 ? 'cast' : 'casts'}.`;
  return `Sending ${castCount(waiting)} from the Outbox…`;
}

/** One queued cast's state, in words. */
export function queuedStateText(queued: Queued, { online, canSend }: { online: boolean; canSend: boolean }): string {
  switch (queued.state) {
    case 'failed':
      return `Could not send: ${queued.reason ?? 'the gateway refused it.'}`;
    case 'sending':
      return online && canSend ? 'Sending…' : 'Waiting for a connection';
    case 'waiting':
      return !online ? 'Waiting for a connection' : canSend ? 'Waiting to be sent' : 'Waiting for you to sign in';
  }
}
