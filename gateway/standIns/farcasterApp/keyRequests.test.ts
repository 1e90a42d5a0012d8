import { describe, expect, it } from 'vitest';
import {
  type CheckedKeyRequest,
  isAnswered,
  KeyRequestRefused,
  KeyRequestStore,
  keyRequestBody,
  keyRequestView,
  markApproved,
  markCompleted,
  markDeclined,
  markFailed,
} from './keyRequests';

const NOW = 1_800_000_000;
const body = { key: `0x${'AB'.repeat(32)}`, requestFid: 11, signature: `0x${'cd'.repeat(65)}`, deadline: NOW + 600 };
const checked: CheckedKeyRequest = { ...keyRequestBody(body, NOW), requestSigner: '0x000000000000000000000000000000000000dEaD' };

const refusal = (given: unknown) => {
  try {
    keyRequestBody(given, NOW);
  } catch (error) {
    if (error instanceof KeyRequestRefused) return error.message;
    throw error;
  }
  return 'taken';
};

describe('keyRequestBody', () => {
  it('takes the four fields of the API, the key in lower case, and nothing else', () => {
    expect(keyRequestBody({ ...body, extra: 'dropped' }, NOW)).toEqual({ ...body, key: body.key.toLowerCase() });
  });

  it('refuses a body it cannot read, in a sentence', () => {
    expect(refusal(null)).toBe('The body must be a JSON object with key, requestFid, signature and deadline.');
    expect(refusal([body])).toMatch(/^The body must be a JSON object/);
    expect(refusal({ ...body, key: '0x1234' })).toBe('key must be a 32-byte Ed25519 public key: 0x and 64 hex digits.');
    expect(refusal({ ...body, key: `0x${'ab'.repeat(33)}` })).toMatch(/^key must be a 32-byte/);
    expect(refusal({ ...body, requestFid: '11' })).toMatch(/^requestFid must be the FID/);
    expect(refusal({ ...body, requestFid: 0 })).toMatch(/^requestFid must be the FID/);
    expect(refusal({ ...body, signature: '0x12' })).toMatch(/^signature must be a 65-byte/);
    expect(refusal({ ...body, deadline: 1.5 })).toBe('deadline must be a time in Unix seconds.');
  });

  it('refuses a deadline that has passed, naming it', () => {
    expect(refusal({ ...body, deadline: NOW })).toBe('The deadline 2027-01-15T08:00:00.000Z has passed: sign the request again with a later one.');
    expect(refusal({ ...body, deadline: NOW + 1 })).toBe('taken');
  });
});

describe('KeyRequestStore', () => {
  it('keeps at most its bound, forgetting the oldest first', () => {
    const store = new KeyRequestStore(() => NOW, 2);
    const [first, second, third] = [store.add(checked), store.add(checked), store.add(checked)];
    expect(store.size).toBe(2);
    expect(store.get(first.token)).toBeNull();
    expect(store.get(second.token)).toBe(second);
    expect(store.get(third.token)).toBe(third);
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    expect(first.token).toMatch(/^0x[0-9a-f]{32}$/);
  });

  it('forgets a pending request once its deadline passes, and keeps an answered one', () => {
    let now = NOW;
    const store = new KeyRequestStore(() => now);
    const pending = store.add(checked);
    const approved = store.add(checked);
    markApproved(approved, 2);
    now = checked.deadline;
    expect(store.get(pending.token)).toBeNull();
    expect(store.get(approved.token)).toBe(approved);
  });
});

describe('a request’s states', () => {
  it('goes pending → approved → completed, with the approving FID', () => {
    const request = new KeyRequestStore(() => NOW).add(checked);
    expect(isAnswered(request)).toBe(false);
    markApproved(request, 2);
    expect(request).toMatchObject({ state: 'approved', userFid: 2 });
    expect(isAnswered(request)).toBe(true);
    expect(() => markApproved(request, 3)).toThrow(/answered already/);
    markCompleted(request);
    expect(keyRequestView(request, 'http://127.0.0.1:8791')).toEqual({
      token: request.token,
      deeplinkUrl: `http://127.0.0.1:8791/~/signed-key-request?token=${request.token}`,
      key: checked.key,
      requestFid: 11,
      state: 'completed',
      userFid: 2,
    });
  });

  it('is pending again after a failed approval, with the reason, and may be answered again', () => {
    const request = new KeyRequestStore(() => NOW).add(checked);
    markApproved(request, 2);
    markFailed(request, 'this account has that key already');
    expect(request).toMatchObject({ state: 'pending', userFid: undefined, failure: 'this account has that key already' });
    expect(keyRequestView(request, 'http://x.test')).not.toHaveProperty('userFid');
    markApproved(request, 3);
    expect(request).toMatchObject({ state: 'approved', userFid: 3, failure: undefined });
  });

  it('stays pending for the API when declined', () => {
    const request = new KeyRequestStore(() => NOW).add(checked);
    markDeclined(request);
    expect(isAnswered(request)).toBe(true);
    expect(keyRequestView(request, 'http://x.test').state).toBe('pending');
    expect(() => markApproved(request, 2)).toThrow(/answered already/);
    expect(() => markCompleted(request)).toThrow(/not approved/);
  });

  it('puts the token into the deep link as a query value', () => {
    const request = { ...new KeyRequestStore(() => NOW).add(checked), token: 'a&b=c' };
    expect(keyRequestView(request, 'http://x.test').deeplinkUrl).toBe('http://x.test/~/signed-key-request?token=a%26b%3Dc');
  });
});
