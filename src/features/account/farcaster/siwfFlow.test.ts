import { describe, expect, it } from 'vitest';
import { canStartAgain, hostOf, initialSiwf, signerAddressOf, siwfReducer, siwfText, watchTimeoutMs, type SiwfEvent, type SiwfState } from './siwfFlow';

const run = (...events: SiwfEvent[]): SiwfState => events.reduce(siwfReducer, initialSiwf);
const opened: SiwfEvent = { type: 'channel-opened', url: 'https://farcaster.xyz/~/siwf?channelToken=abc' };

describe('the Sign in with Farcaster flow', () => {
  it('waits with the channel link, then checks the approval with the gateway and signs in', () => {
    expect(run(opened)).toEqual({ kind: 'waiting', url: 'https://farcaster.xyz/~/siwf?channelToken=abc' });
    expect(siwfText(run(opened))).toBe("Scan with your phone's camera, or open the link on this device, and approve in Farcaster.");
    expect(run(opened, { type: 'approved' })).toEqual({ kind: 'verifying' });
    const done = run(opened, { type: 'approved' }, { type: 'signed-in', fid: 3, username: 'carol' });
    expect(done).toEqual({ kind: 'signed-in', fid: 3, username: 'carol' });
    expect(siwfText(done)).toBe('Signed in as @carol.');
    expect(siwfText({ kind: 'signed-in', fid: 7, username: null })).toBe('Signed in as FID 7.');
  });

  it('ends in words, each with Start again: expired, relay out of reach, refused by the gateway, another failure', () => {
    const expired = run(opened, { type: 'timed-out' });
    expect(siwfText(expired)).toBe('The request expired. Start again.');
    const unreachable = run({ type: 'relay-unreachable', host: 'relay.example:8790' });
    expect(siwfText(unreachable)).toBe("Can't reach the Farcaster sign-in relay at relay.example:8790.");
    expect(siwfText(run(opened, { type: 'relay-unreachable', host: 'r.test' }))).toBe("Can't reach the Farcaster sign-in relay at r.test.");
    const refused = run(opened, { type: 'approved' }, { type: 'refused', reason: 'The message\'s nonce is unknown here.' });
    expect(siwfText(refused)).toBe("The gateway did not accept this sign-in: The message's nonce is unknown here.");
    const failed = run({ type: 'failed', reason: "Can't reach the gateway." });
    for (const state of [expired, unreachable, refused, failed]) expect(canStartAgain(state)).toBe(true);
    for (const state of [initialSiwf, run(opened), run(opened, { type: 'approved' }), run({ type: 'no-gateway' })]) expect(canStartAgain(state)).toBe(false);
    expect(run(opened, { type: 'timed-out' }, { type: 'restart' })).toEqual(initialSiwf);
  });

  it('says plainly that a gateway without the route (the public service) cannot do it', () => {
    expect(siwfText(run({ type: 'no-gateway' }))).toMatch(/^Signing in with Farcaster needs a Castline gateway\./);
  });

  it('ignores events that do not fit: a late answer of an abandoned attempt changes nothing', () => {
    expect(run({ type: 'timed-out' })).toEqual(initialSiwf);
    expect(run({ type: 'approved' })).toEqual(initialSiwf);
    expect(run(opened, { type: 'signed-in', fid: 1, username: null })).toEqual(run(opened));
    expect(run(opened, { type: 'refused', reason: 'x' })).toEqual(run(opened));
    const expired = run(opened, { type: 'timed-out' });
    for (const late of [opened, { type: 'approved' }, { type: 'failed', reason: 'x' }, { type: 'relay-unreachable', host: 'h' }] as SiwfEvent[]) {
      expect(siwfReducer(expired, late)).toBe(expired);
    }
    expect(siwfReducer(run({ type: 'no-gateway' }), opened)).toEqual({ kind: 'no-gateway' });
  });
});

describe('its helpers', () => {
  it('reads the signing address from the SIWE message (its second line)', () => {
    const message = '127.0.0.1:4173 wants you to sign in with your Ethereum account:\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\nFarcaster Auth\n';
    expect(signerAddressOf(message)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(signerAddressOf('no address here\nnot one')).toBeNull();
    expect(signerAddressOf('')).toBeNull();
  });

  it('watches the channel until the nonce runs out, within bounds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(watchTimeoutMs('2026-01-01T00:10:00Z', now)).toBe(600_000);
    expect(watchTimeoutMs('2026-01-01T00:02:00Z', now)).toBe(120_000);
    expect(watchTimeoutMs('2025-12-31T23:59:00Z', now)).toBe(1_000);
    expect(watchTimeoutMs('2026-01-01T03:00:00Z', now)).toBe(600_000);
    expect(watchTimeoutMs('not a date', now)).toBe(300_000);
  });

  it('names a relay by its host', () => {
    expect(hostOf('http://127.0.0.1:8790/')).toBe('127.0.0.1:8790');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
