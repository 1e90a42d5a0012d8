import { describe, expect, it } from 'vitest';
import { GatewayError, isGatewayError } from './errors';

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
