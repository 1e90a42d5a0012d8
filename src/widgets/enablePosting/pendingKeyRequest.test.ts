import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { clearPendingKeyRequest, loadPendingKeyRequest, parsePendingKeyRequest, pendingKeyRequestKey, savePendingKeyRequest, type PendingKeyRequest } from './pendingKeyRequest';

const request: PendingKeyRequest = {
  fid: 3,
  token: 'tok-1',
  deeplinkUrl: 'farcaster://signed-key-request?token=tok-1',
  key: `0x${'ab'.repeat(32)}`,
  deadline: 2_000,
  clientApiUrl: 'https://api.farcaster.xyz',
};

describe('a key request kept while it waits', () => {
  it('is kept per FID with public facts only, and found again until its deadline', () => {
    const storage = memoryStorage();
    savePendingKeyRequest(storage, { ...request, ...({ accessToken: 'a.b.c', privateKey: 'secret' } as object) });
    expect(JSON.parse(storage.getItem(pendingKeyRequestKey(3))!)).toEqual(request);
    expect(loadPendingKeyRequest(storage, 3, 1_999_000)).toEqual(request);
    expect(loadPendingKeyRequest(storage, 4, 1_999_000)).toBeNull();
    // Past its deadline it is forgotten.
    expect(loadPendingKeyRequest(storage, 3, 2_000_000)).toBeNull();
    expect(storage.getItem(pendingKeyRequestKey(3))).toBeNull();
    savePendingKeyRequest(storage, request);
    clearPendingKeyRequest(storage, 3);
    expect(loadPendingKeyRequest(storage, 3, 0)).toBeNull();
  });

  it('is not taken when it is another FID\'s, or not what was kept', () => {
    const raw = (change: object) => JSON.stringify({ ...request, ...change });
    expect(parsePendingKeyRequest(raw({}), 3)).toEqual(request);
    expect(parsePendingKeyRequest(raw({}), 4)).toBeNull();
    expect(parsePendingKeyRequest(raw({ deeplinkUrl: 'javascript:alert(1)' }), 3)).toBeNull();
    expect(parsePendingKeyRequest(raw({ key: '0x12' }), 3)).toBeNull();
    expect(parsePendingKeyRequest(raw({ clientApiUrl: 'ftp://x' }), 3)).toBeNull();
    expect(parsePendingKeyRequest(raw({ token: '' }), 3)).toBeNull();
    expect(parsePendingKeyRequest('{', 3)).toBeNull();
    expect(parsePendingKeyRequest(null, 3)).toBeNull();
  });
});
