import { describe, expect, it } from 'vitest';
import { castHashOf, fidOf } from '../api/ids';
import type { ScheduledCast } from '../api/scheduleModel';
import type { ReadContext } from './readContext';
import { SCHEDULED_REFRESH_MS, scheduledQueryOptions } from './scheduledQuery';

const NOW = 1_700_000_000_000;
const viewer = fidOf('7');

/** How soon the list is read again once the gateway has answered `casts`: milliseconds, or false for not by itself. */
function refetchAfter(casts: ScheduledCast[]): number | false | undefined {
  const options = scheduledQueryOptions({ viewer } as ReadContext, () => NOW);
  const interval = options.refetchInterval as (query: { state: { data: ScheduledCast[] | null } }) => number | false | undefined;
  return interval({ state: { data: casts } });
}

const cast = (extra: Partial<ScheduledCast>): ScheduledCast => ({ hash: castHashOf('0x01'), text: 'later', publishAt: NOW + 120_000, failure: null, retry: null, ...extra });

describe('scheduledQueryOptions', () => {
  it('reads the list again every few seconds while a waiting cast is due, or tried again, within the minute', () => {
    expect(refetchAfter([cast({})])).toBe(false);
    expect(refetchAfter([cast({}), cast({ publishAt: NOW + 30_000 })])).toBe(SCHEDULED_REFRESH_MS);
    // Past its time, it waits for another attempt after a failure that may pass: read again as that attempt nears.
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, retry: { at: NOW + 300_000, reason: 'The node did not answer.' } })])).toBe(false);
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, retry: { at: NOW + 20_000, reason: 'The node did not answer.' } })])).toBe(SCHEDULED_REFRESH_MS);
    expect(refetchAfter([cast({ publishAt: NOW - 60_000, failure: 'Invalid signer' })])).toBe(false);
  });
});
