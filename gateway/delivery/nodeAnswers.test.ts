import { describe, expect, it } from 'vitest';
import { nodeError, plainReason, REASON_MAX_CHARS, submitOutcome } from './nodeAnswers';

/** A submit refusal as Snapchain writes it: `{error, error_detail}` with tonic's Status as text. */
const snapchain = (code: string, grpc: string, message: string) =>
  JSON.stringify({ error: 'Failed to submit message', error_detail: `status: ${grpc}, message: "${code}/${message}", details: [], metadata: MetadataMap { headers: {} }` });

describe('what a node\'s answer to submitMessage means', () => {
  it('reads the code and words from both error shapes', () => {
    expect(nodeError(snapchain('bad_request.validation_failure', 'InvalidArgument', 'invalid signer: \\"0xab\\"'))).toEqual({
      code: 'bad_request.validation_failure', message: 'invalid signer: "0xab"',
    });
    expect(nodeError(JSON.stringify({ errCode: 'bad_request.duplicate', presentable: false, name: 'HubError', details: 'message has already been merged' }))).toEqual({
      code: 'bad_request.duplicate', message: 'message has already been merged',
    });
    expect(nodeError('Invalid content type: text/plain')).toBeNull();
  });

  it.each([
    [200, '{}', { kind: 'admitted' }],
    [400, snapchain('bad_request.duplicate', 'InvalidArgument', 'message has already been merged'), { kind: 'delivered' }],
    [400, snapchain('bad_request.duplicate', 'InvalidArgument', 'message already in the mempool'), { kind: 'admitted' }],
    [400, snapchain('bad_request.validation_failure', 'InvalidArgument', 'invalid signer'), { kind: 'refused', reason: 'invalid signer' }],
    [400, snapchain('bad_request.invalid_param', 'InvalidArgument', 'fid cannot be 0'), { kind: 'refused', reason: 'fid cannot be 0' }],
    [400, 'Invalid content type: text/plain', { kind: 'refused', reason: 'Invalid content type: text/plain' }],
    [400, snapchain('bad_request.rate_limited', 'InvalidArgument', 'rate limit exceeded for FID 1'), { kind: 'retry', reason: 'bad_request.rate_limited: rate limit exceeded for FID 1' }],
    [400, snapchain('unavailable', 'Unavailable', 'mempool channel is full'), { kind: 'retry', reason: 'unavailable: mempool channel is full' }],
    [503, 'Service Unavailable', { kind: 'retry', reason: 'the node answered 503' }],
    [500, 'Invalid protobuf data: x', { kind: 'retry', reason: 'the node answered 500' }],
    [401, '{"message":"Unauthorized"}', { kind: 'retry', reason: 'the node answered 401' }],
  ])('%i %s', (status, body, outcome) => {
    expect(submitOutcome(status, body)).toEqual(outcome);
  });

  it('reads words whose escapes are not JSON\'s as they stand, rather than throwing', () => {
    const detail = JSON.stringify({ error: 'Failed to submit message', error_detail: 'status: InvalidArgument, message: "bad_request.validation_failure/bad \\x escape", details: []' });
    expect(nodeError(detail)).toEqual({ code: 'bad_request.validation_failure', message: 'bad \\x escape' });
    expect(submitOutcome(400, detail)).toEqual({ kind: 'refused', reason: 'bad \\x escape' });
  });
});

describe('a node\'s words as they are kept and shown', () => {
  const page = (filler: string) =>
    `<!DOCTYPE html><html><head><title>400 Bad Request</title><style>body { color: red }</style><script>alert("x")</script></head>` +
    `<body><h1>Bad\u202e Request</h1>\r\n<p>\u0000${filler}</p></body></html>`;

  it('keeps the words of an HTML page and nothing of its markup, scripts, styles or control characters', () => {
    expect(plainReason(page('The proxy refused it.'))).toBe('400 Bad Request Bad Request The proxy refused it.');
    expect(plainReason('  a < b,\tand   c > d  ')).toBe('a < b, and c > d');
    expect(plainReason('<script>never closed')).toBe('');
  });

  it('keeps at most 300 characters, marking the cut, however long the answer', () => {
    const reason = plainReason(page('é'.repeat(2_000_000)));
    expect(Array.from(reason)).toHaveLength(REASON_MAX_CHARS);
    expect(reason).toMatch(/^400 Bad Request Bad Request éé+…$/);
    expect(plainReason('🙂'.repeat(400))).toBe(`${'🙂'.repeat(REASON_MAX_CHARS - 1)}…`);
  });

  it('refuses with plain, bounded words: a plain-text 400, a node\'s message, a busy node\'s', () => {
    expect(submitOutcome(400, page('x'.repeat(2_000_000)))).toEqual({ kind: 'refused', reason: expect.stringMatching(/^400 Bad Request Bad Request x{271}…$/) });
    expect(submitOutcome(400, '<html><body></body></html>')).toEqual({ kind: 'refused', reason: 'the node refused the request' });
    expect(submitOutcome(400, snapchain('bad_request.validation_failure', 'InvalidArgument', `<b>bad</b>\\n${'y'.repeat(500)}`))).toEqual({
      kind: 'refused', reason: `bad ${'y'.repeat(REASON_MAX_CHARS - 5)}…`,
    });
    expect(submitOutcome(400, snapchain('unavailable', 'Unavailable', `<i>busy</i> ${'z'.repeat(500)}`))).toMatchObject({ kind: 'retry', reason: expect.stringMatching(/^unavailable: busy z+…$/) });
  });
});
