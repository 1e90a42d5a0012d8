import { describe, expect, it } from 'vitest';
import type { GatewayErrorKind } from './errors';
import { errorFromFetchFailure, errorFromResponse, extractServerMessage, parseRetryAfter } from './failureMapping';
import farquestErrors from './fixtures/farquest/errors.json';
import specErrors from './fixtures/spec/errors.json';
import { textOf, type RecordedResponse } from './fixtures/recorded';

const NOW = Date.UTC(2024, 3, 5, 12, 0, 0);

function mapRecorded(recorded: RecordedResponse, signin: boolean) {
  return errorFromResponse(
    {
      status: recorded.status,
      bodyText: textOf(recorded),
      retryAfter: recorded.headers['retry-after'] ?? null,
      url: 'https://build.far.quest/farcaster/v2/casts?fid=3',
      signin,
    },
    NOW,
  );
}

describe('errorFromResponse over recorded error bodies', () => {
  const cases: [string, RecordedResponse, boolean, GatewayErrorKind, string | null][] = [
    ['spec Token expired', specErrors.tokenExpired, false, 'token-expired', 'Token expired'],
    ['spec Invalid signature', specErrors.invalidSignature, true, 'invalid-signature', 'Invalid signature'],
    ['spec Signer not found', specErrors.signerNotFound, true, 'signer-not-found', 'Signer not found'],
    ['spec missing token', specErrors.missingToken, false, 'unauthorised', 'Unauthorized'],
    ['spec not found', specErrors.notFound, false, 'not-found', 'Not found'],
    ['far.quest invalid API key', farquestErrors.invalidApiKey, false, 'rate-limited', 'Too many requests or invalid API key! See docs.wield.xyz for more info.'],
    ['far.quest rate limit', farquestErrors.rateLimited, false, 'rate-limited', 'Too many requests or invalid API key! See docs.wield.xyz for more info.'],
    ['far.quest Account not found on sign-in', farquestErrors.accountNotFound, true, 'invalid-signature', 'Account not found'],
    ['far.quest Unauthorized on sign-in', farquestErrors.signatureUnauthorized, true, 'invalid-signature', 'Unauthorized'],
    ['far.quest Invalid token on sign-in', farquestErrors.invalidToken, true, 'signer-not-found', 'Invalid token'],
    ['far.quest 401 on a read', farquestErrors.readUnauthorized, false, 'unauthorised', 'Unauthorized'],
    ['far.quest fids is invalid', farquestErrors.fidsInvalid, false, 'bad-request', 'fids is invalid'],
    ['far.quest no storage', farquestErrors.noStorage, false, 'server', 'No active storage for this FID, buy a storage unit at far.quest!'],
    ['far.quest internal error', farquestErrors.internal, false, 'server', 'Internal Server Error'],
    ['far.quest disabled search', farquestErrors.searchDisabled, false, 'server', 'searchFarcasterCasts is unavailable'],
  ];

  it.each(cases)('%s', (_name, recorded, signin, kind, serverMessage) => {
    const error = mapRecorded(recorded, signin);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(recorded.status);
    expect(error.serverMessage).toBe(serverMessage);
  });

  it('keeps far.quest sign-in words as server errors outside sign-in', () => {
    expect(mapRecorded(farquestErrors.signatureUnauthorized, false).kind).toBe('server');
    expect(mapRecorded(farquestErrors.invalidToken, false).kind).toBe('server');
  });

  it('reads Retry-After only from a 429', () => {
    expect(mapRecorded(farquestErrors.rateLimited, false).retryAfterMs).toBe(4000);
    expect(mapRecorded(farquestErrors.invalidApiKey, false).retryAfterMs).toBeUndefined();
    const unavailable = mapRecorded({ status: 503, headers: { 'retry-after': '30' }, body: 'Service Unavailable' }, false);
    expect(unavailable.kind).toBe('server');
    expect(unavailable.retryAfterMs).toBeUndefined();
  });

  it('reads far.quest’s sign-in words only from its HTTP 500 answers', () => {
    expect(mapRecorded({ status: 401, headers: {}, body: { error: 'Unauthorized' } }, true).kind).toBe('unauthorised');
    expect(mapRecorded({ status: 400, headers: {}, body: { error: 'Account not found' } }, true).kind).toBe('bad-request');
    expect(mapRecorded(farquestErrors.internal, true).kind).toBe('server');
  });

  it('blames the gateway, not the request, for an answer that is neither success nor 4xx', () => {
    expect(mapRecorded({ status: 302, headers: {}, body: '' }, false).kind).toBe('server');
    expect(mapRecorded({ status: 502, headers: {}, body: '' }, false).kind).toBe('server');
  });

  it('keeps the hash a 409 duplicate names, and only a 409’s', () => {
    const response = { retryAfter: null, url: 'http://127.0.0.1:8787/farcaster/v2/message', signin: false };
    const duplicate = { ...response, status: 409, bodyText: JSON.stringify({ error: 'Message already exists', hash: '0xABCDEF0123' }) };
    expect(errorFromResponse(duplicate).existingHash).toBe('0xabcdef0123');
    expect(errorFromResponse({ ...duplicate, status: 400 }).existingHash).toBeNull();
    expect(errorFromResponse({ ...duplicate, bodyText: JSON.stringify({ error: 'dup', hash: 'not hex' }) }).existingHash).toBeNull();
    expect(errorFromResponse({ ...duplicate, bodyText: 'Message already exists' }).existingHash).toBeNull();
    // Only a whole hex hash names a message; a hash inside other text is not one.
    expect(errorFromResponse({ ...duplicate, bodyText: JSON.stringify({ error: 'dup', hash: 'id-0xabc' }) }).existingHash).toBeNull();
    expect(errorFromResponse({ ...duplicate, bodyText: JSON.stringify({ error: 'dup', hash: '0xabc-2' }) }).existingHash).toBeNull();
  });

  it('names the path and status in the technical message', () => {
    expect(mapRecorded(farquestErrors.fidsInvalid, false).message).toBe('/farcaster/v2/casts answered HTTP 400: fids is invalid');
    expect(mapRecorded({ status: 500, headers: {}, body: '' }, false).message).toBe('/farcaster/v2/casts answered HTTP 500');
  });

  it('names a request URL it cannot parse as it was given', () => {
    const error = errorFromResponse({ status: 404, bodyText: '', retryAfter: null, url: 'farcaster/v2/cast?hash=0x1', signin: false });
    expect(error.message).toBe('farcaster/v2/cast?hash=0x1 answered HTTP 404');
    expect(error.kind).toBe('not-found');
  });
});

describe('extractServerMessage', () => {
  it('reads every body format either gateway uses', () => {
    expect(extractServerMessage('{"error":"fids is invalid"}')).toBe('fids is invalid');
    expect(extractServerMessage('{"message":"Invalid signature"}')).toBe('Invalid signature');
    expect(extractServerMessage('{"code":"500","success":false,"message":"Account not found"}')).toBe('Account not found');
    expect(extractServerMessage('{"error":{"message":"Token expired"}}')).toBe('Token expired');
    expect(extractServerMessage('"Signer not found"')).toBe('Signer not found');
    expect(extractServerMessage('Too many requests or invalid API key!\n')).toBe('Too many requests or invalid API key!');
  });

  it('returns null for an empty body or JSON without a message', () => {
    expect(extractServerMessage('')).toBeNull();
    expect(extractServerMessage(' \n\t')).toBeNull();
    expect(extractServerMessage('{"status":"bad"}')).toBeNull();
    expect(extractServerMessage('{"message":"   "}')).toBeNull();
    expect(extractServerMessage('{"error":"","message":""}')).toBeNull();
  });

  it('shows a bare JSON value as it was written', () => {
    expect(extractServerMessage('503')).toBe('503');
    expect(extractServerMessage('null')).toBe('null');
    expect(extractServerMessage('false')).toBe('false');
  });

  it('passes over a blank or unreadable error field to the message beside it', () => {
    expect(extractServerMessage('{"error":"  ","message":"Invalid signature"}')).toBe('Invalid signature');
    expect(extractServerMessage('{"error":null,"message":"Invalid signature"}')).toBe('Invalid signature');
    expect(extractServerMessage('{"error":{"message":" "},"message":"Invalid signature"}')).toBe('Invalid signature');
    expect(extractServerMessage('{"error":{"code":5},"message":"Invalid signature"}')).toBe('Invalid signature');
    expect(extractServerMessage('{"error":{"message":7},"message":"Invalid signature"}')).toBe('Invalid signature');
  });

  it('drops the whitespace around the server’s words', () => {
    expect(extractServerMessage('{"error":"  fids is invalid\\n"}')).toBe('fids is invalid');
    expect(extractServerMessage('{"error":{"message":" Token expired "}}')).toBe('Token expired');
    expect(extractServerMessage('{"message":"\\tAccount not found "}')).toBe('Account not found');
    expect(extractServerMessage('" Signer not found "')).toBe('Signer not found');
  });

  it('clips long bodies, and only those longer than 300 characters', () => {
    expect(extractServerMessage('x'.repeat(1000))).toBe(`${'x'.repeat(300)}…`);
    expect(extractServerMessage('y'.repeat(300))).toBe('y'.repeat(300));
    expect(extractServerMessage(JSON.stringify({ error: 'z'.repeat(301) }))).toBe(`${'z'.repeat(300)}…`);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000);
    expect(parseRetryAfter('1.5', NOW)).toBe(1500);
    expect(parseRetryAfter('10', NOW)).toBe(10_000);
    expect(parseRetryAfter('1.25', NOW)).toBe(1250);
    expect(parseRetryAfter(' 5 ', NOW)).toBe(5000);
    expect(parseRetryAfter(new Date(NOW + 7000).toUTCString(), NOW)).toBe(7000);
    expect(parseRetryAfter(new Date(NOW - 7000).toUTCString(), NOW)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('  ', NOW)).toBeUndefined();
    expect(parseRetryAfter('5 seconds', NOW)).toBeUndefined();
    expect(parseRetryAfter('a5', NOW)).toBeUndefined();
  });
});

describe('errorFromFetchFailure', () => {
  it('is a network error with the cause attached', () => {
    const cause = new TypeError('fetch failed');
    const error = errorFromFetchFailure(cause, 'http://127.0.0.1:8787/farcaster/v2/casts', null);
    expect(error).toMatchObject({ kind: 'network', status: null, url: 'http://127.0.0.1:8787/farcaster/v2/casts' });
    expect(error.cause).toBe(cause);
    expect(errorFromFetchFailure(cause, 'http://x/', 15000).message).toMatch(/did not answer within 15000 ms/);
  });

  it('says which gateway could not be reached and why, in the cause’s own words', () => {
    const url = 'http://127.0.0.1:8787/farcaster/v2/casts';
    expect(errorFromFetchFailure(new TypeError('fetch failed'), url, null).message).toBe(`${url} could not be reached: fetch failed`);
    expect(errorFromFetchFailure('offline', url, null).message).toBe(`${url} could not be reached: offline`);
  });
});
