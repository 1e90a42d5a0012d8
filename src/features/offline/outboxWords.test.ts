import { describe, expect, it } from 'vitest';
import { outboxBannerText, queuedStateText } from './outboxWords';

describe('outboxBannerText', () => {
  it('says nothing of an empty outbox', () => {
    expect(outboxBannerText({ waiting: 0, online: false, canSend: false })).toBeNull();
  });
  it('says how many wait, and for what', () => {
    expect(outboxBannerText({ waiting: 1, online: false, canSend: true })).toBe('1 cast waits in the Outbox for a connection.');
    expect(outboxBannerText({ waiting: 2, online: false, canSend: true })).toBe('2 casts wait in the Outbox for a connection.');
    expect(outboxBannerText({ waiting: 1, online: true, canSend: false })).toBe('Sign in to send 1 waiting cast.');
    expect(outboxBannerText({ waiting: 3, online: true, canSend: false })).toBe('Sign in to send 3 waiting casts.');
    expect(outboxBannerText({ waiting: 2, online: true, canSend: true })).toBe('Sending 2 casts from the Outbox…');
  });
});

describe('queuedStateText', () => {
  const at = { at: 1, target: {} };
  it('names each state as the person can act on it', () => {
    expect(queuedStateText({ ...at, state: 'waiting' }, { online: false, canSend: true })).toBe('Waiting for a connection');
    expect(queuedStateText({ ...at, state: 'waiting' }, { online: true, canSend: false })).toBe('Waiting for you to sign in');
    expect(queuedStateText({ ...at, state: 'waiting' }, { online: true, canSend: true })).toBe('Waiting to be sent');
    expect(queuedStateText({ ...at, state: 'sending' }, { online: true, canSend: true })).toBe('Sending…');
    expect(queuedStateText({ ...at, state: 'sending' }, { online: false, canSend: true })).toBe('Waiting for a connection');
    expect(queuedStateText({ ...at, state: 'failed', reason: 'The gateway rejected the request: Text too long.' }, { online: true, canSend: true })).toBe(
      'Could not send: The gateway rejected the request: Text too long.',
    );
  });
});
