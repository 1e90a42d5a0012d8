import { describe, expect, it } from 'vitest';
import specMessage from '../fixtures/spec/message.json';
import { bodyOf } from '../fixtures/recorded';
import { readScheduleAnswer, readScheduledList } from './scheduled';

/** A scheduled cast as the gateway's routes send it (gateway/http/scheduleRoutes.ts). */
const record = (extra: Record<string, unknown> = {}) => ({ hash: '0xAB01', text: 'later', publishAt: 1_700_000_060_000, scheduledAt: 1_700_000_000_000, failure: null, ...extra });
const answer = (result: unknown) => ({ result, source: 'v2' });

describe('readScheduledList', () => {
  it('reads each scheduled cast, its hash in one case and a missing failure or retry as none', () => {
    const { failure: _, ...waiting } = record({ hash: '0xCD02', text: 'waits' });
    const retrying = record({ hash: '0xEF03', text: 'retried', retry: { at: 1_700_000_070_000, reason: 'The node did not answer.' } });
    expect(readScheduledList(answer({ scheduled: [record({ failure: 'signer removed', retry: null }), waiting, retrying] }))).toEqual([
      { hash: '0xab01', text: 'later', publishAt: 1_700_000_060_000, failure: 'signer removed', retry: null },
      { hash: '0xcd02', text: 'waits', publishAt: 1_700_000_060_000, failure: null, retry: null },
      { hash: '0xef03', text: 'retried', publishAt: 1_700_000_060_000, failure: null, retry: { at: 1_700_000_070_000, reason: 'The node did not answer.' } },
    ]);
  });

  it('reads an empty list', () => {
    expect(readScheduledList(answer({ scheduled: [] }))).toEqual([]);
  });

  it('refuses a list with a malformed cast, saying what it was reading', () => {
    expect(() => readScheduledList(answer({ scheduled: [record({ publishAt: 1.5 })] }))).toThrow(/Unexpected response from the gateway \(scheduled\)/);
    expect(() => readScheduledList(answer({ scheduled: record() }))).toThrow(/\(scheduled\)/);
    expect(() => readScheduledList(answer({ scheduled: [record({ retry: { at: 'soon', reason: 'down' } })] }))).toThrow(/\(scheduled\)/);
  });
});

describe('readScheduleAnswer', () => {
  it('reads a cast kept for later', () => {
    expect(readScheduleAnswer(answer({ scheduled: record() }))).toEqual({ scheduled: { hash: '0xab01', text: 'later', publishAt: 1_700_000_060_000, failure: null, retry: null } });
  });

  it('reads a cast published at once as its message record', () => {
    const published = (bodyOf(specMessage) as { result: unknown }).result;
    expect(readScheduleAnswer(answer({ published }))).toEqual({
      published: { fid: '3', hash: '0xa13c5e7f9b2d4f6e8a0c1e3f5a7b9c1d3e5f7a9b', messageType: 'MESSAGE_TYPE_CAST_ADD', timestamp: Date.UTC(2024, 3, 5, 12), external: false },
    });
  });

  it('refuses an answer that is neither', () => {
    expect(() => readScheduleAnswer(answer({ kept: record() }))).toThrow(/\(scheduled\)/);
  });
});
