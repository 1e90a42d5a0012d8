import { describe, expect, it } from 'vitest';
import { AppError, findInCauses, isWalletRejection, toAppError } from './appError';

describe('AppError', () => {
  it('keeps the short message, details, where, kind and cause', () => {
    const cause = new Error('root');
    const error = new AppError('wallet', 'The transaction failed.', { details: 'reverted', where: 'http://x/', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind: 'wallet', shortMessage: 'The transaction failed.', message: 'The transaction failed.', details: 'reverted', where: 'http://x/' });
    expect(error.cause).toBe(cause);
    expect(new AppError('unknown', 'x')).toMatchObject({ details: null, where: null });
    expect(new AppError('unknown', 'x').cause).toBeUndefined();
    expect(String(new AppError('unknown', 'x'))).toBe('AppError: x');
  });

  it('walks the cause chain', () => {
    const root = { code: 4001 };
    const error = new AppError('unknown', 'outer', { cause: new Error('middle', { cause: root }) });
    expect(error.walk((e) => e === root)).toBe(root);
    expect(error.walk((e) => e === 'absent')).toBeNull();
    expect(findInCauses(null, () => true)).toBeNull();
  });

  it('stops on a cause chain that loops back on itself', () => {
    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = new Error('b', { cause: looped });
    expect(findInCauses(looped, () => false)).toBeNull();
    expect(isWalletRejection(looped)).toBe(false);
  });
});

describe('isWalletRejection', () => {
  it('finds EIP-1193 4001 or viem’s UserRejectedRequestError, however deep it is wrapped', () => {
    expect(isWalletRejection({ code: 4001 })).toBe(true);
    expect(isWalletRejection({ name: 'UserRejectedRequestError' })).toBe(true);
    expect(isWalletRejection(new Error('a', { cause: new Error('b', { cause: { code: 4001 } }) }))).toBe(true);
    expect(isWalletRejection({ code: 4100 })).toBe(false);
    expect(isWalletRejection('4001')).toBe(false);
    expect(isWalletRejection(null)).toBe(false);
  });
});

describe('toAppError', () => {
  it('keeps AppErrors, names wallet refusals and wraps the rest with their words as details', () => {
    const own = new AppError('invalid-input', 'Too long.');
    expect(toAppError(own)).toBe(own);
    const refusal = { code: 4001 };
    expect(toAppError(refusal)).toMatchObject({ kind: 'wallet-rejected', message: 'The wallet request was declined.' });
    expect(toAppError(refusal).cause).toBe(refusal);
    const wrapped = toAppError(new TypeError('x is undefined'));
    expect(wrapped).toMatchObject({ kind: 'unknown', message: 'Something went wrong.', details: 'x is undefined' });
    expect(wrapped.cause).toBeInstanceOf(TypeError);
    expect(toAppError('plain').details).toBe('plain');
    expect(toAppError(42).details).toBeNull();
  });
});
