import { ClientApiError, type FarcasterClientApi } from '../../api/farcasterClientApi';
import type { SignedKeyRequestAnswer, SignerRequestSettings } from '../../api/signerRequests';
import { describeError } from '../../errors/describeError';
import type { Hex } from '../../farcaster/hex';
import type { KeyState } from '../../wallet/keyRegistryRead';
import { pollDelayMs, type EnablePostingEvent } from './enablePostingFlow';
import { clearPendingKeyRequest, loadPendingKeyRequest, savePendingKeyRequest, type PendingKeyRequest } from './pendingKeyRequest';
import type { PostingKeys } from './postingKeys';

/** What one run of "Enable posting" works with; the panel gives the real ones, tests their stand-ins. */
export interface KeyRequestDeps {
  /** The signed-in account's FID. */
  fid: number;
  gateway: {
    /** Null where the gateway answers 404. */
    settings(): Promise<SignerRequestSettings | null>;
    /** Whether the gateway is a Castline gateway at all (it has Castline's own routes). */
    isCastline(): Promise<boolean>;
    /** The app account's signed key request for `key`, asked as the signed-in account. */
    sign(key: Hex): Promise<SignedKeyRequestAnswer>;
  };
  /** The client API to use, given the one the gateway names (Settings may name another). */
  clientApiUrl(gatewayNamed: string): string;
  clientApi(baseUrl: string): FarcasterClientApi;
  /** The key's state in the KeyRegistry of the gateway's chain; null when there is no chain to ask. */
  keyState(key: Hex): Promise<KeyState | null>;
  keys: PostingKeys;
  storage: Storage;
  now(): number;
  /** Resolves after `ms`, or early when the run is stopped. */
  wait(ms: number): Promise<void>;
  /** Stops the run (the panel closed): nothing more is asked or told. */
  signal: AbortSignal;
  send(event: EnablePostingEvent): void;
}

/**
 * One run of "Enable posting": resumes the request still open for this FID, or makes a key, has the
 * gateway's app account sign a request for it and opens the request at the client API; then asks how
 * it stands (every 2 s, less often over time, until its deadline) until it is completed for this FID
 * and the key is in the KeyRegistry, and makes it the FID's key to post with. Resolves with that key,
 * or null when it ended otherwise (the state says how). Nothing is thrown: a failure is an event.
 */
export async function runKeyRequest(deps: KeyRequestDeps): Promise<Hex | null> {
  try {
    const request = (await resumed(deps)) ?? (await opened(deps));
    if (!request || deps.signal.aborted) return null;
    deps.send({ type: 'request-opened', deeplinkUrl: request.deeplinkUrl, deadline: request.deadline });
    return await untilApproved(deps, request);
  } catch (error) {
    if (!deps.signal.aborted) deps.send(failureEvent(error));
    return null;
  }
}

/** A failure as the event that tells it: the client API out of reach is named, its other failures keep their own words, anything else is `describeError`'s. */
export function failureEvent(error: unknown): EnablePostingEvent {
  if (!(error instanceof ClientApiError)) return { type: 'failed', reason: describeError(error) };
  return error.problem === 'unreachable' ? { type: 'unreachable', host: error.host } : { type: 'failed', reason: error.message };
}

/** The request this browser opened earlier for the FID, while it is open and its key still waits here. */
async function resumed({ storage, fid, now, keys }: Pick<KeyRequestDeps, 'storage' | 'fid' | 'now' | 'keys'>): Promise<PendingKeyRequest | null> {
  const pending = loadPendingKeyRequest(storage, fid, now());
  if (!pending) return null;
  if ((await keys.pendingKey(fid)) === pending.key) return pending;
  clearPendingKeyRequest(storage, fid);
  return null;
}

async function opened(deps: KeyRequestDeps): Promise<PendingKeyRequest | null> {
  const { gateway, fid, keys, storage, send } = deps;
  const settings = await gateway.settings();
  if (!settings) {
    send({ type: (await gateway.isCastline()) ? 'not-configured' : 'no-gateway' });
    return null;
  }
  const key = await keys.makePending(fid);
  const signed = await gateway.sign(key);
  const clientApiUrl = deps.clientApiUrl(settings.clientApiUrl);
  const created = await deps.clientApi(clientApiUrl).create({ key, requestFid: signed.requestFid, signature: signed.signature, deadline: signed.deadline });
  const request: PendingKeyRequest = { fid, token: created.token, deeplinkUrl: created.deeplinkUrl, key, deadline: signed.deadline, clientApiUrl };
  savePendingKeyRequest(storage, request);
  return request;
}

async function untilApproved(deps: KeyRequestDeps, request: PendingKeyRequest): Promise<Hex | null> {
  const { fid, signal, send } = deps;
  const api = deps.clientApi(request.clientApiUrl);
  for (let attempt = 0; !signal.aborted; attempt++) {
    if (deps.now() >= request.deadline * 1000) {
      clearPendingKeyRequest(deps.storage, fid);
      send({ type: 'deadline-passed' });
      return null;
    }
    const status = await api.status(request.token);
    if (signal.aborted) return null;
    if (status.userFid !== null && status.userFid !== fid) {
      clearPendingKeyRequest(deps.storage, fid);
      send({ type: 'approved-by-another', userFid: status.userFid });
      return null;
    }
    if (status.state !== 'pending') {
      send({ type: 'approved' });
      if (status.state === 'completed' && (await onChain(deps, request.key))) {
        const key = await adopted(deps, request.key);
        clearPendingKeyRequest(deps.storage, fid);
        send({ type: 'enabled' });
        return key;
      }
    }
    await deps.wait(pollDelayMs(attempt));
  }
  return null;
}

/** The pending key made the FID's key; another tab waiting on the same request may have done it first. */
async function adopted({ keys, fid }: Pick<KeyRequestDeps, 'keys' | 'fid'>, key: Hex): Promise<Hex> {
  try {
    return await keys.adoptPending(fid);
  } catch (error) {
    if ((await keys.held(fid))?.key === key) return key;
    throw error;
  }
}

/** Added in the KeyRegistry, or no chain to ask (the gateway checks every message anyway); a chain that does not answer is asked again. */
async function onChain(deps: Pick<KeyRequestDeps, 'keyState'>, key: Hex): Promise<boolean> {
  const state = await deps.keyState(key).catch(() => 'unknown' as const);
  return state === 'added' || state === null;
}

/** How long a sign-in waits to learn whether posting is enabled already, at most. */
export const READY_CHECK_MS = 4_000;

/**
 * After a sign-in with Farcaster: the key this browser already holds for the FID while the KeyRegistry
 * still lists it, or the key of a request approved meanwhile (the tab was closed while it waited);
 * null otherwise, or when the answers take longer than `timeoutMs`.
 */
export function keyReadyToPost(deps: Pick<KeyRequestDeps, 'fid' | 'keys' | 'keyState' | 'storage' | 'now' | 'clientApi'>, timeoutMs = READY_CHECK_MS): Promise<Hex | null> {
  const check = async (): Promise<Hex | null> => {
    const held = await deps.keys.held(deps.fid);
    if (held) return (await onChain(deps, held.key)) ? held.key : null;
    const pending = await resumed(deps);
    if (!pending) return null;
    const status = await deps.clientApi(pending.clientApiUrl).status(pending.token);
    if (status.state !== 'completed' || status.userFid !== deps.fid || !(await onChain(deps, pending.key))) return null;
    const key = await adopted(deps, pending.key);
    clearPendingKeyRequest(deps.storage, deps.fid);
    return key;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  return Promise.race([check().catch(() => null), late]).finally(() => clearTimeout(timer));
}
