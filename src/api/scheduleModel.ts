import type { CastHash, SubmittedMessage } from './model';

/** A cast signed for a later time, kept unpublished by the gateway until then (Castline's own routes). */
export interface ScheduledCast {
  hash: CastHash;
  text: string;
  /** When it is published, in Unix milliseconds. */
  publishAt: number;
  /** Why the gateway could not publish it at its time; null while it waits. */
  failure: string | null;
}

/** A scheduled cast is kept, or, dated now or earlier, published at once. */
export type ScheduleAnswer = { scheduled: ScheduledCast } | { published: SubmittedMessage };
