import { isDeepLink } from '../../api/farcasterClientApi';
import { storedObject } from '../../config/storedJson';

/**
 * A key request not approved yet, kept per FID so that closing the tab midway loses nothing: the
 * panel opens again on the same request, with the same QR code. Public facts only (the request's
 * token at the client API, its link, the public key, the deadline), never the private key (it waits
 * in IndexedDB, non-extractable) and never the access token.
 */
export interface PendingKeyRequest {
  fid: number;
  /** Names the request at the client API. */
  token: string;
  deeplinkUrl: string;
  /** The Ed25519 public key asked for, 0x + 64 hex. */
  key: `0x${string}`;
  /** Unix seconds. */
  deadline: number;
  /** The client API the request was made at: it is asked again there. */
  clientApiUrl: string;
}

export const pendingKeyRequestKey = (fid: number) => `castline.keyRequest.${fid}`;

/** The stored request for `fid`, or null when there is none or it is not one. */
export function parsePendingKeyRequest(raw: string | null, fid: number): PendingKeyRequest | null {
  const v = storedObject(raw);
  if (
    !v ||
    v.fid !== fid ||
    typeof v.token !== 'string' ||
    v.token === '' ||
    typeof v.deeplinkUrl !== 'string' ||
    !isDeepLink(v.deeplinkUrl) ||
    typeof v.key !== 'string' ||
    !/^0x[0-9a-f]{64}$/.test(v.key) ||
    typeof v.deadline !== 'number' ||
    typeof v.clientApiUrl !== 'string' ||
    !/^https?:\/\/\S+$/.test(v.clientApiUrl)
  ) {
    return null;
  }
  return { fid, token: v.token, deeplinkUrl: v.deeplinkUrl, key: v.key as `0x${string}`, deadline: v.deadline, clientApiUrl: v.clientApiUrl };
}

/** The request still open for `fid` at `now` (ms); one past its deadline is forgotten. */
export function loadPendingKeyRequest(storage: Storage, fid: number, now: number): PendingKeyRequest | null {
  const request = parsePendingKeyRequest(storage.getItem(pendingKeyRequestKey(fid)), fid);
  if (request && request.deadline * 1000 > now) return request;
  storage.removeItem(pendingKeyRequestKey(fid));
  return null;
}

export function savePendingKeyRequest(storage: Storage, request: PendingKeyRequest): void {
  const { fid, token, deeplinkUrl, key, deadline, clientApiUrl } = request;
  storage.setItem(pendingKeyRequestKey(fid), JSON.stringify({ fid, token, deeplinkUrl, key, deadline, clientApiUrl }));
}

export function clearPendingKeyRequest(storage: Storage, fid: number): void {
  storage.removeItem(pendingKeyRequestKey(fid));
}
