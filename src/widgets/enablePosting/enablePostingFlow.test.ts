import { describe, expect, it } from 'vitest';
import {
  canStartAgain,
  deadlineText,
  enablePostingReducer,
  enablePostingText,
  initialEnablePosting,
  pollDelayMs,
  type EnablePostingEvent,
  type EnablePostingState,
} from './enablePostingFlow';

const run = (...events: EnablePostingEvent[]): EnablePostingState => events.reduce(enablePostingReducer, initialEnablePosting);
const opened: EnablePostingEvent = { type: 'request-opened', deeplinkUrl: 'farcaster://signed-key-request?token=abc', deadline: 1_900_000_000 };
const text = (state: EnablePostingState) => enablePostingText(state, '@carol', '3');

describe('the Enable posting flow', () => {
  it('waits with the request link, then for the chain once approved, then is enabled', () => {
    expect(run(opened)).toEqual({ kind: 'waiting', deeplinkUrl: 'farcaster://signed-key-request?token=abc', deadline: 1_900_000_000 });
    expect(text(run(opened))).toBe("Scan with your phone's camera, or open the link on this device, and approve the key in Farcaster.");
    expect(run(opened, { type: 'approved' })).toEqual({ kind: 'approved-not-on-chain' });
    expect(text(run(opened, { type: 'approved' }))).toBe('Approved in Farcaster; waiting for the key to reach the chain…');
    const enabled = run(opened, { type: 'approved' }, { type: 'enabled' });
    expect(enabled).toEqual({ kind: 'enabled' });
    expect(text(enabled)).toBe('Posting enabled. Castline posts as @carol with a key that stays in this browser.');
    // A key already approved (a request resumed after the tab was closed) is enabled straight from waiting or from the start.
    expect(run(opened, { type: 'enabled' })).toEqual({ kind: 'enabled' });
    expect(run({ type: 'enabled' })).toEqual({ kind: 'enabled' });
  });

  it('ends in words, each with Start again: another account approved, expired, client API out of reach, another failure', () => {
    const wrong = run(opened, { type: 'approved-by-another', userFid: 5 });
    expect(text(wrong)).toBe('FID 5 approved this key, not @carol, the account signed in here: it cannot post as @carol. Start again and approve it with FID 3.');
    const expired = run(opened, { type: 'deadline-passed' });
    expect(text(expired)).toBe('Nobody approved it in time, or it was declined in Farcaster. Start again to make a new request.');
    const lateOnChain = run(opened, { type: 'approved' }, { type: 'deadline-passed' });
    expect(text(lateOnChain)).toBe("Approved in Farcaster, but the key did not reach the chain before the request's deadline. Start again.");
    const unreachable = run({ type: 'unreachable', host: '127.0.0.1:9' });
    expect(text(unreachable)).toBe("Can't reach the Farcaster client API at 127.0.0.1:9.");
    const failed = run(opened, { type: 'failed', reason: "Can't reach the gateway." });
    expect(text(failed)).toBe("Can't reach the gateway.");
    for (const state of [wrong, expired, lateOnChain, unreachable, failed]) expect(canStartAgain(state)).toBe(true);
    for (const state of [initialEnablePosting, run(opened), run(opened, { type: 'approved' }), run({ type: 'enabled' }), run({ type: 'no-gateway' }), run({ type: 'not-configured' })]) {
      expect(canStartAgain(state)).toBe(false);
    }
    expect(run(opened, { type: 'deadline-passed' }, { type: 'restart' })).toEqual(initialEnablePosting);
  });

  it('says plainly when the gateway cannot ask the Farcaster app for a key', () => {
    expect(text(run({ type: 'no-gateway' }))).toMatch(/^Posting as your Farcaster account needs a Castline gateway\./);
    expect(text(run({ type: 'not-configured' }))).toMatch(/^This gateway has no Farcaster app account to ask for keys with.*--app-fid\.$/);
    expect(text(initialEnablePosting)).toBe('Making a key in this browser and a request for it…');
  });

  it('ignores events that do not fit: a late answer of an abandoned attempt changes nothing', () => {
    expect(run({ type: 'approved' })).toEqual(initialEnablePosting);
    expect(run({ type: 'deadline-passed' })).toEqual(initialEnablePosting);
    expect(run({ type: 'approved-by-another', userFid: 5 })).toEqual(initialEnablePosting);
    expect(run(opened, opened)).toEqual(run(opened));
    const expired = run(opened, { type: 'deadline-passed' });
    for (const late of [opened, { type: 'approved' }, { type: 'enabled' }, { type: 'failed', reason: 'x' }, { type: 'unreachable', host: 'h' }, { type: 'no-gateway' }] as EnablePostingEvent[]) {
      expect(enablePostingReducer(expired, late)).toBe(expired);
    }
    const enabled = run({ type: 'enabled' });
    expect(enablePostingReducer(enabled, { type: 'failed', reason: 'late' })).toBe(enabled);
    expect(enablePostingReducer(run({ type: 'no-gateway' }), opened)).toEqual({ kind: 'no-gateway' });
  });
});

describe('its helpers', () => {
  it('asks every 2 s at first, backing off to at most every 10 s', () => {
    expect([0, 1, 2, 3].map(pollDelayMs)).toEqual([2_000, 2_500, 3_125, 3_906]);
    expect(pollDelayMs(30)).toBe(10_000);
    expect(pollDelayMs(-1)).toBe(2_000);
  });

  it('tells until when the request is good', () => {
    expect(deadlineText(1_900_000_000, 'en-GB')).toMatch(/2030/);
  });
});
