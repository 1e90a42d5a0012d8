import { describe, expect, it } from 'vitest';
import { castHashOf, fidOf } from '../api/ids';
import type { ScheduledCast } from '../api/scheduleModel';
import type { ReadContext } from './readContext';
import { SCHEDULED_DUE_MARGIN_MS, SCHEDULED_REFRESH_MS, scheduledQueryOptions } from './scheduledQuery';

const NOW = 1_700_000_000_000;
const viewer = fidOf('7');
const HOUR = 60 * 60_000;

/** How soon the list is read again once the gateway has answered `casts`: milliseconds, or false for not by itself. */
function refetchAfter(casts: ScheduledCast[] | null): number | false | undefined {
  const options = scheduledQueryOptions({ viewer } as ReadContext, () => NOW);
  const interval = options.refetchInterval as (query: { state: { data: ScheduledCast[] | null | undefined } }) => number | false | undefined;
  return interval({ state: { data: casts } });
}

const cast = (extra: Partial<ScheduledCast>): ScheduledCast => ({ hash: castHashOf('0x01'), text: 'later', publishAt: NOW + 120_000, failure: null, retry: null, ...extra });

describe('scheduledQueryOptions', () => {
  it('reads the list again just after the soonest waiting cast is due, whichever order the list is in', () => {
    expect(refetchAfter([cast({})])).toBe(120_000 + SCHEDULED_DUE_MARGIN_MS);
    expect(refetchAfter([cast({ publishAt: NOW + 600_000 }), cast({ publishAt: NOW + 30_000 })])).toBe(30_000 + SCHEDULED_DUE_MARGIN_MS);
  });

  it('waits for the next attempt of a cast whose publication failed in a way that may pass, and never for one refused for good', () => {
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, retry: { at: NOW + 300_000, reason: 'The node did not answer.' } })])).toBe(300_000 + SCHEDULED_DUE_MARGIN_MS);
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, failure: 'Invalid signer' })])).toBe(false);
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, failure: 'Invalid signer' }), cast({ publishAt: NOW + 10_000 })])).toBe(10_000 + SCHEDULED_DUE_MARGIN_MS);
  });

  it('reads every few seconds while a cast past its time (and the margin after it) is still listed', () => {
    expect(refetchAfter([cast({ publishAt: NOW - 1 })])).toBe(SCHEDULED_DUE_MARGIN_MS - 1);
    expect(refetchAfter([cast({ publishAt: NOW - SCHEDULED_DUE_MARGIN_MS })])).toBe(SCHEDULED_REFRESH_MS);
    expect(refetchAfter([cast({ publishAt: NOW - 60_000 })])).toBe(SCHEDULED_REFRESH_MS);
  });

  it('reads at least hourly for a cast days ahead, since a longer timer would fire at once', () => {
    expect(refetchAfter([cast({ publishAt: NOW + 30 * 24 * HOUR })])).toBe(HOUR);
  });

  it('reads again by itself only while something waits', () => {
    expect(refetchAfter([])).toBe(false);
    expect(refetchAfter(null)).toBe(false);
  });

  it('reads afresh whenever the tab is shown again, however recent the last read', () => {
    expect(scheduledQueryOptions({ viewer } as ReadContext, () => NOW).refetchOnWindowFocus).toBe('always');
  });
});
