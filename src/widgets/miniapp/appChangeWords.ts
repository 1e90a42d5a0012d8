import type { EventOutcome } from '../../api/miniApps';

/** A person's change to an added app, as the app's server is told of it. */
export type AppChange = 'notifications on' | 'notifications off' | 'removed';

/**
 * What a person is told when the app's server did not take the event of their change (null when it
 * did, or nothing was sent): the change holds either way, and what follows from it for them.
 */
export function untoldWords(name: string, change: AppChange, outcome: EventOutcome | null | undefined): string | null {
  if (!outcome || outcome.delivered) return null;
  const why = outcome.reason ?? 'no reason given';
  switch (change) {
    case 'notifications on':
      return `${name} could not be told of your new notification token (${why}), so it cannot notify you yet. Turn its notifications off and on to try again.`;
    case 'notifications off':
      return `${name} could not be told (${why}). Its notifications stop anyway: this gateway no longer takes them for you.`;
    case 'removed':
      return `${name} could not be told it was removed (${why}). It cannot notify you: this gateway no longer takes its notifications for you.`;
  }
}
