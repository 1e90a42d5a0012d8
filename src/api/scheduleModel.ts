import type { CastHash, SubmittedMessage } from './model';

/** A cast signed for a later time, kept unpublished by the gateway until then (Castline's own routes). */
export interface ScheduledCast {
  hash: CastHash;
  text: string;
  /** When it is published, in Unix milliseconds. */
  publishAt: number;
  /** Why the gateway refused to publish it, for good; null while it waits. */
  failure: string | null;
  /** Set while an attempt to publish it failed in a way that may pass (the gateway will try again): when, and what went wrong. */
  retry: { at: number; reason: string } | null;
}

/** A scheduled cast is kept, or, dated now or earlier, published at once. */
export type ScheduleAnswer = { scheduled: ScheduledCast } | { published: SubmittedMessage };

/** A cancel took the cast off the list before its time, or came too late: it had been published, under this hash. */
export type CancelOutcome = { cancelled: true } | { published: CastHash };
