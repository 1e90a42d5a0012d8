import { describe, expect, it } from 'vitest';
import { GatewayError, describeError, isGatewayError } from './errors';

describe('describeError', () => {
  it('tells a person their session expired', () => {
    expect(describeError(new GatewayError('token-expired', 'x', { status: 401 }))).toBe(
      'Your session has expired. Sign in again to continue.',
    );
  });

  it('names the gateway host when it cannot be reached', () => {
    const error = new GatewayError('network', 'x', { url: 'http://127.0.0.1:8787/farcaster/v2/casts?fid=3' });
    expect(describeError(error)).toBe(
      "Can't reach the gateway at 127.0.0.1:8787. Check your connection or the gateway address in Settings.",
    );
  });

  it('points at the API key when far.quest answers 429 in plain text', () => {
    const error = new GatewayError('rate-limited', 'x', {
      status: 429,
      serverMessage: 'Too many requests or invalid API key! See docs.wield.xyz for more info.',
    });
    expect(describeError(error)).toMatch(/API key in Settings/);
    expect(describeError(new GatewayError('rate-limited', 'x', { status: 429 }))).not.toMatch(/API key/);
  });

  it("quotes the server's own message", () => {
    expect(describeError(new GatewayError('bad-request', 'x', { serverMessage: 'fids is invalid' }))).toBe(
      'The gateway rejected the request: fids is invalid.',
    );
    expect(describeError(new GatewayError('server', 'x', { serverMessage: 'No active storage for this FID!' }))).toBe(
      'The gateway ran into a problem: No active storage for this FID! Try again in a moment.',
    );
    expect(describeError(new GatewayError('server', 'x'))).toBe('The gateway ran into a problem. Try again in a moment.');
  });

  it('gives each kind its own sentence', () => {
    const kinds = ['rate-limited', 'unauthorised', 'token-expired', 'invalid-signature', 'signer-not-found', 'bad-request', 'not-found', 'network', 'server'] as const;
    const sentences = new Set(kinds.map((kind) => describeError(new GatewayError(kind, 'x'))));
    expect(sentences.size).toBe(kinds.length);
  });

  it('stays generic for errors that are not from the gateway', () => {
    expect(describeError(new Error('boom'))).toBe('Something went wrong. Try again.');
  });
});

describe('GatewayError', () => {
  it('carries kind, status, server message, retry delay and cause', () => {
    const cause = new Error('root');
    const error = new GatewayError('rate-limited', 'slow down', { status: 429, serverMessage: 'Too many', retryAfterMs: 4000, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'GatewayError', kind: 'rate-limited', status: 429, serverMessage: 'Too many', retryAfterMs: 4000 });
    expect(error.cause).toBe(cause);
    expect(isGatewayError(error, 'rate-limited')).toBe(true);
    expect(isGatewayError(error, 'server')).toBe(false);
    expect(isGatewayError(new Error('x'))).toBe(false);
  });
});
