import { describe, expect, it } from 'vitest';
import { GatewayError } from '../api/errors';
import { AppError } from './appError';
import { describeError } from './describeError';

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

  it('says a part of the app that could not be loaded needs a reload, in each browser’s wording', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:5173/src/writes/reactionWrite.ts',
      'error loading dynamically imported module: http://127.0.0.1:5173/assets/x.js',
      'Importing a module script failed.',
    ]) {
      expect(describeError(new TypeError(message))).toMatch(/^Part of Castline could not be loaded: .* Reload the page/);
    }
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Something went wrong. Try again.');
  });

  it('stays generic for errors nobody put into words', () => {
    expect(describeError(new Error('boom'))).toBe('Something went wrong. Try again.');
    expect(describeError('boom')).toBe('Something went wrong. Try again.');
  });

  it('tells a refused sign-in signature apart from a refused message signature', () => {
    const signIn = new GatewayError('invalid-signature', 'x', { url: 'http://127.0.0.1:8787/auth/v2/authenticate' });
    const message = new GatewayError('invalid-signature', 'x', { url: 'http://127.0.0.1:8787/farcaster/v2/message' });
    expect(describeError(signIn)).toMatch(/does not match this wallet address/);
    expect(describeError(message)).toMatch(/couldn't verify your wallet signature/);
  });

  it("uses the app's own sentences as they are, and a wallet's refusal anywhere in the cause chain", () => {
    expect(describeError(new AppError('signer-unavailable', 'The signer key of FID 3 is not in this browser.'))).toBe('The signer key of FID 3 is not in this browser.');
    expect(describeError(new AppError('wallet', 'The transaction failed.', { details: 'out of gas' }))).toBe('The transaction failed. out of gas');
    expect(describeError(new Error('wrapped', { cause: { code: 4001 } }))).toMatch(/declined the signature in your wallet/);
    expect(describeError(new AppError('unknown', 'boom'))).toBe('Something went wrong. Try again.');
  });

  it('says in so many words what each gateway failure means', () => {
    const sentences: [GatewayError, string][] = [
      [new GatewayError('unauthorised', 'x', { status: 401 }), 'The gateway needs you signed in for this. Sign in again to continue.'],
      [new GatewayError('signer-not-found', 'x'), "The gateway couldn't find this signer key registered to your FID on-chain. Add the signer, then sign in again."],
      [new GatewayError('rate-limited', 'x', { status: 429, serverMessage: 'Slow down' }), 'The gateway is limiting requests. Wait a few seconds and try again.'],
      [new GatewayError('not-found', 'x', { status: 404 }), "The gateway doesn't have what was asked for."],
      [new GatewayError('not-found', 'x', { serverMessage: 'Cast not found' }), "The gateway doesn't have what was asked for: Cast not found."],
    ];
    for (const [error, sentence] of sentences) expect(describeError(error)).toBe(sentence);
  });

  it('ends a quoted server message with one full stop, whatever punctuation is inside it', () => {
    expect(describeError(new GatewayError('bad-request', 'x', { serverMessage: 'Text is too long.' }))).toBe('The gateway rejected the request: Text is too long.');
    expect(describeError(new GatewayError('bad-request', 'x', { serverMessage: 'Wait! Not yet' }))).toBe('The gateway rejected the request: Wait! Not yet.');
  });

  it('leaves the host out when the gateway address is unknown or unreadable', () => {
    const tail = '. Check your connection or the gateway address in Settings.';
    expect(describeError(new GatewayError('network', 'x'))).toBe(`Can't reach the gateway${tail}`);
    expect(describeError(new GatewayError('network', 'x', { url: 'not a url' }))).toBe(`Can't reach the gateway${tail}`);
  });

  it('shows the app’s own sentence for each of its own refusals', () => {
    for (const kind of ['not-signed-in', 'invalid-input', 'not-confirmed', 'wrong-author'] as const) {
      expect(describeError(new AppError(kind, `Sentence for ${kind}.`))).toBe(`Sentence for ${kind}.`);
    }
    expect(describeError(new AppError('wallet', 'The wallet is locked.'))).toBe('The wallet is locked.');
  });
});
