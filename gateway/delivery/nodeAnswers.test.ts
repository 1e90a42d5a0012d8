import { describe, expect, it } from 'vitest';
import { nodeError, submitOutcome } from './nodeAnswers';

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
});
