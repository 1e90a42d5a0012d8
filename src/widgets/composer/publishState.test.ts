import { describe, expect, it } from 'vitest';
import { IDLE, isBusy, publishReducer, publishStatusText, type PublishEvent, type PublishState } from './publishState';

const run = (events: PublishEvent[], from: PublishState = IDLE) => events.reduce(publishReducer, from);

describe('publish state', () => {
  it('goes signing → sending → confirming → posted', () => {
    const states: PublishState[] = [];
    let s = IDLE;
    for (const e of [{ type: 'start' }, { type: 'progress', phase: 'sending' }, { type: 'progress', phase: 'confirming' }, { type: 'posted', hash: '0x1' }] as PublishEvent[]) {
      s = publishReducer(s, e);
      states.push(s);
    }
    expect(states.map((x) => x.phase)).toEqual(['signing', 'sending', 'confirming', 'posted']);
  });

  it('never moves back a step, and ignores a second start while busy', () => {
    const s = run([{ type: 'start' }, { type: 'progress', phase: 'confirming' }, { type: 'progress', phase: 'sending' }, { type: 'start' }]);
    expect(s).toEqual({ phase: 'confirming' });
    expect(isBusy(s)).toBe(true);
  });

  it('fails with the reason from any busy step, and a retry starts again from signing', () => {
    const failed = run([{ type: 'start' }, { type: 'progress', phase: 'sending' }, { type: 'failed', reason: 'The gateway is limiting requests.' }]);
    expect(failed).toEqual({ phase: 'failed', reason: 'The gateway is limiting requests.' });
    expect(publishStatusText(failed)).toBe('Not posted. The gateway is limiting requests. Your draft is kept.');
    expect(publishReducer(failed, { type: 'start' })).toEqual({ phase: 'signing' });
  });

  it('an edit clears a failure or a success, but not a post in flight', () => {
    expect(publishReducer({ phase: 'failed', reason: 'x' }, { type: 'edited' })).toEqual(IDLE);
    expect(publishReducer({ phase: 'posted', hash: '0x1' }, { type: 'edited' })).toEqual(IDLE);
    expect(publishReducer({ phase: 'sending' }, { type: 'edited' })).toEqual({ phase: 'sending' });
    expect(publishReducer(IDLE, { type: 'posted', hash: '0x1' })).toEqual(IDLE);
  });

  it('starts each cast of a thread again from signing, but only while posting', () => {
    expect(run([{ type: 'start' }, { type: 'progress', phase: 'confirming' }, { type: 'next' }])).toEqual({ phase: 'signing' });
    expect(publishReducer({ phase: 'failed', reason: 'x' }, { type: 'next' })).toEqual({ phase: 'failed', reason: 'x' });
    expect(publishReducer(IDLE, { type: 'next' })).toEqual(IDLE);
  });

  it('ends a scheduled cast in its own state, told with its time, cleared by the next edit', () => {
    const at = Date.UTC(2026, 10, 25, 13, 5);
    const scheduled = run([{ type: 'start' }, { type: 'progress', phase: 'sending' }, { type: 'scheduled', at }]);
    expect(scheduled).toEqual({ phase: 'scheduled', at });
    expect(publishStatusText(scheduled)).toMatch(/^Scheduled for .+\.$/);
    expect(publishReducer(scheduled, { type: 'edited' })).toEqual(IDLE);
    expect(publishReducer(IDLE, { type: 'scheduled', at })).toEqual(IDLE);
  });

  it('queues a cast written offline from any state, and a new edit clears the word', () => {
    for (const from of [IDLE, { phase: 'signing' }, { phase: 'failed', reason: 'x' }] satisfies PublishState[]) {
      expect(publishReducer(from, { type: 'queued' })).toEqual({ phase: 'queued' });
    }
    expect(publishStatusText({ phase: 'queued' })).toBe("You're offline. Your cast waits in the Outbox and is sent when the connection returns.");
    expect(publishReducer({ phase: 'queued' }, { type: 'edited' })).toEqual(IDLE);
  });
});
