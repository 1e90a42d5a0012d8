import {
  decodeGaslessSignedKeyRequestMetadata,
  GASLESS_KEY_ADD_EIP_712_TYPES,
  GASLESS_KEY_REMOVE_EIP_712_TYPES,
  GASLESS_SIGNED_KEY_REQUEST_EIP_712_TYPES,
  KEY_REMOVE_SIGNATURE_TYPE_CUSTODY,
  MAX_GASLESS_KEYS_PER_FID,
  type Message,
  MessageType,
  messageTypeToJSON,
} from '@farcaster/core';
import { bytesToHex, recoverTypedDataAddress, type TypedDataDefinition } from 'viem';

/**
 * Snapchain's gasless signers (engine V16), as v0.14.2 keeps them: the checks of `merge_key_add` and
 * `merge_key_remove` (src/storage/store/account/gasless_key_merge.rs), the scope and sliding time to
 * live of every message such a key signs (src/storage/store/engine.rs:2084-2218,
 * account/active_key.rs, account/key_last_used_at_store.rs), the per-FID nonces
 * (account/key_nonce_store.rs), one KEY_ADD a minute per FID (src/mempool/mempool.rs:128-180) and the
 * `Signer` records `/v1/signer` and `/v1/signersByFid` answer (src/network/server.rs:422-461,
 * http_server.rs:1138-1200). Refusals carry Snapchain's own words (src/core/validations/error.rs,
 * engine.rs:82-121).
 */

/** A FID's custody address (0x hex, any case), or null when no IdRegistry event gives the FID one. */
export type CustodyOf = (fid: number) => Promise<string | null>;

/** A node's refusal: its HubError code and words. */
export interface Refusal {
  code: string;
  message: string;
}

interface GaslessKey {
  /** The KEY_ADD that added it (a later one of the same requester replaces it). */
  message: Message;
  requestFid: number;
  /** Farcaster seconds of the last merged message it signed. */
  lastUsedAt: number;
}

/** `SLIDING_TTL_THROTTLE_SECONDS` (key_last_used_at_store.rs:43): a use moves `lastUsedAt` only by more than this. */
const SLIDING_TTL_THROTTLE_SECONDS = 300;
const UNIX_AT_FARCASTER_EPOCH = 1_609_459_200;
/** One KEY_ADD a minute per FID (`KeyAddRateLimits`, mempool.rs:163). */
export const KEY_ADD_INTERVAL_MS = 60_000;

const failure = (message: string): Refusal => ({ code: 'bad_request.validation_failure', message });
const INVALID_SIGNED_KEY_REQUEST = failure('SignedKeyRequest metadata is malformed or signature does not verify');
const INVALID_SIGNATURE = failure('invalid signature');
const UNKNOWN_FID = failure('unknown fid');

const hexOf = (bytes: Uint8Array) => bytesToHex(bytes);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The address that signed `typed`, or null when the signature is not 65 bytes or recovers nothing. */
async function signerOf(typed: TypedDataDefinition, signature: Uint8Array): Promise<string | null> {
  if (signature.length !== 65) return null;
  try {
    return await recoverTypedDataAddress({ ...typed, signature: hexOf(signature) });
  } catch {
    return null;
  }
}

export interface GaslessKeysOptions {
  custodyOf: CustodyOf;
  /** An on-chain signer of the FID (a KEY_ADD of it is refused; such a key is scope-free). */
  isOnChainSigner(fid: number, key: string): boolean;
  keyAddIntervalMs?: number;
}

export function gaslessKeys(options: GaslessKeysOptions) {
  const byFid = new Map<number, Map<string, GaslessKey>>();
  const owners = new Map<string, number>();
  const userNonces = new Map<number, number>();
  const appNonces = new Map<number, number>();
  const lastKeyAdd = new Map<number, number>();
  /** Keys a KEY_REMOVE took away, by FID: no longer signers (the stand-in checks no other key). */
  const removed = new Set<string>();
  const interval = options.keyAddIntervalMs ?? KEY_ADD_INTERVAL_MS;

  const recordOf = (fid: number, key: string) => byFid.get(fid)?.get(key.toLowerCase()) ?? null;

  function nonceAbove(stored: Map<number, number>, id: number, nonce: number): Refusal | null {
    const current = stored.get(id) ?? 0;
    return nonce > current ? null : { code: 'bad_request.conflict', message: `gasless-key nonce ${nonce} is not greater than stored nonce ${current}` };
  }

  async function custodyIs(fid: number, address: string): Promise<boolean | null> {
    const custody = await options.custodyOf(fid);
    return custody === null ? null : same(custody, address);
  }

  /** `merge_key_add`'s checks, in its order, after the FID's own registration (validate_user_message). */
  async function checkKeyAdd(message: Message): Promise<Refusal | null> {
    const data = message.data!;
    const body = data.keyAddBody!;
    const key = hexOf(body.key);
    if ((await options.custodyOf(data.fid)) === null) return UNKNOWN_FID;
    const metadata = decodeGaslessSignedKeyRequestMetadata(body.metadata);
    if (metadata.isErr()) return INVALID_SIGNED_KEY_REQUEST;
    const { requestFid, requestSigner, signature, deadline } = metadata.value;
    if (deadline < BigInt(data.timestamp)) return failure('SignedKeyRequest deadline has expired');
    const requestedBy = await signerOf(
      { ...GASLESS_SIGNED_KEY_REQUEST_EIP_712_TYPES, primaryType: 'SignedKeyRequest', message: { requestFid, key, deadline } },
      signature,
    );
    if (requestedBy === null || !same(requestedBy, requestSigner)) return INVALID_SIGNED_KEY_REQUEST;
    if (requestFid > BigInt(Number.MAX_SAFE_INTEGER)) return INVALID_SIGNED_KEY_REQUEST;
    const requester = await custodyIs(Number(requestFid), requestSigner);
    if (requester === null) return INVALID_SIGNED_KEY_REQUEST;
    if (!requester) return failure('requestSigner does not match custody address of requestFid');
    const typed = {
      ...GASLESS_KEY_ADD_EIP_712_TYPES,
      primaryType: 'KeyAdd',
      message: { fid: BigInt(data.fid), key, keyType: body.keyType, scopes: body.scopes, ttl: body.ttl, nonce: body.nonce, deadline: BigInt(body.deadline) },
    } as const;
    const custodian = await signerOf(typed, body.custodySignature);
    if (custodian === null || !(await custodyIs(data.fid, custodian))) return INVALID_SIGNATURE;
    if (options.isOnChainSigner(data.fid, key)) return failure('key is already registered onchain for this fid');
    const owner = owners.get(key);
    if (owner !== undefined && owner !== data.fid) return failure('key is already claimed by a different fid');
    const prior = recordOf(data.fid, key);
    if (prior && BigInt(prior.requestFid) !== requestFid) return failure('key is already registered for this fid by a different requesting fid');
    if (!prior && (byFid.get(data.fid)?.size ?? 0) >= MAX_GASLESS_KEYS_PER_FID) return failure(`active-key cap exceeded: ${MAX_GASLESS_KEYS_PER_FID} keys per FID`);
    return nonceAbove(userNonces, data.fid, body.nonce);
  }

  /** `merge_key_remove`'s checks: a custody's EIP-712 KeyRemove (user nonce), or the key revoking itself (its requester's app nonce). */
  async function checkKeyRemove(message: Message): Promise<Refusal | null> {
    const data = message.data!;
    const body = data.keyRemoveBody!;
    const key = hexOf(body.key);
    if ((await options.custodyOf(data.fid)) === null) return UNKNOWN_FID;
    const record = recordOf(data.fid, key);
    if (!record) return failure('key is not registered for this fid');
    if (body.signatureType === KEY_REMOVE_SIGNATURE_TYPE_CUSTODY) {
      const typed = { ...GASLESS_KEY_REMOVE_EIP_712_TYPES, primaryType: 'KeyRemove', message: { fid: BigInt(data.fid), key, nonce: body.nonce, deadline: BigInt(body.deadline) } } as const;
      const custodian = await signerOf(typed, body.signature);
      if (custodian === null || !(await custodyIs(data.fid, custodian))) return INVALID_SIGNATURE;
      return nonceAbove(userNonces, data.fid, body.nonce);
    }
    if (!same(hexOf(message.signer), key)) return INVALID_SIGNATURE;
    return nonceAbove(appNonces, record.requestFid, body.nonce);
  }

  return {
    /** The checks a KEY_ADD or KEY_REMOVE passes before the mempool takes it; null for any other message. */
    check(message: Message): Promise<Refusal | null> {
      const type = message.data!.type;
      if (type === MessageType.KEY_ADD) return checkKeyAdd(message);
      if (type === MessageType.KEY_REMOVE) return checkKeyRemove(message);
      return Promise.resolve(null);
    },

    /**
     * What a gasless key may sign (engine.rs:2084-2218): only the types in its scopes, and only while
     * `lastUsedAt + ttl` is not before the node's clock. Null for a message whose signer is not a gasless key of its FID.
     */
    checkSigner(message: Message, nowMs: number): Refusal | null {
      const data = message.data!;
      if (data.type === MessageType.KEY_ADD || data.type === MessageType.KEY_REMOVE) return null;
      const key = hexOf(message.signer);
      if (options.isOnChainSigner(data.fid, key)) return null;
      const record = recordOf(data.fid, key);
      if (!record) return removed.has(`${data.fid}:${key}`) ? failure('invalid signer') : null;
      const { scopes, ttl } = record.message.data!.keyAddBody!;
      if (!scopes.includes(data.type)) return failure(`message type ${data.type} is not in the scope of the gasless signer`);
      const now = Math.floor(nowMs / 1000) - UNIX_AT_FARCASTER_EPOCH;
      if (record.lastUsedAt + ttl < now) {
        return failure(`gasless-key last_used_at expired: stored=${record.lastUsedAt} + ttl=${ttl} < current_block_timestamp=${now}`);
      }
      return null;
    },

    /** The mempool's KEY_ADD limit, spent at admission only (mempool.rs:836-849). */
    admit(message: Message, nowMs: number): Refusal | null {
      const { type, fid } = message.data!;
      if (type !== MessageType.KEY_ADD) return null;
      const last = lastKeyAdd.get(fid);
      if (last !== undefined && nowMs - last < interval) return { code: 'bad_request.rate_limited', message: `rate limit exceeded for FID ${fid}` };
      lastKeyAdd.set(fid, nowMs);
      return null;
    },

    /**
     * A block takes the message: a KEY_ADD (re)writes its key, a KEY_REMOVE deletes it, each moving its
     * nonce; any other message signed by a gasless key slides that key's window. The nonce is checked
     * again, as two messages with one nonce may have waited in the mempool together: false when refused.
     * Returns the KEY_ADD a KEY_ADD or KEY_REMOVE replaced, for the event's `deletedMessages`.
     */
    merge(message: Message): { merged: boolean; replaced: Message | null } {
      const data = message.data!;
      if (data.type === MessageType.KEY_ADD) {
        const body = data.keyAddBody!;
        if (nonceAbove(userNonces, data.fid, body.nonce)) return { merged: false, replaced: null };
        const key = hexOf(body.key);
        const requestFid = Number(decodeGaslessSignedKeyRequestMetadata(body.metadata)._unsafeUnwrap().requestFid);
        const keys = byFid.get(data.fid) ?? new Map<string, GaslessKey>();
        const replaced = keys.get(key)?.message ?? null;
        removed.delete(`${data.fid}:${key}`);
        keys.set(key, { message, requestFid, lastUsedAt: data.timestamp });
        byFid.set(data.fid, keys);
        owners.set(key, data.fid);
        userNonces.set(data.fid, body.nonce);
        return { merged: true, replaced };
      }
      if (data.type === MessageType.KEY_REMOVE) {
        const body = data.keyRemoveBody!;
        const key = hexOf(body.key);
        const record = recordOf(data.fid, key);
        if (!record) return { merged: false, replaced: null };
        const custody = body.signatureType === KEY_REMOVE_SIGNATURE_TYPE_CUSTODY;
        const [nonces, id] = custody ? [userNonces, data.fid] : [appNonces, record.requestFid];
        if (nonceAbove(nonces, id, body.nonce)) return { merged: false, replaced: null };
        nonces.set(id, body.nonce);
        byFid.get(data.fid)!.delete(key);
        owners.delete(key);
        removed.add(`${data.fid}:${key}`);
        return { merged: true, replaced: record.message };
      }
      const record = recordOf(data.fid, hexOf(message.signer));
      if (record && data.timestamp > record.lastUsedAt + SLIDING_TTL_THROTTLE_SECONDS) record.lastUsedAt = data.timestamp;
      return { merged: true, replaced: null };
    },

    /** The `Signer` record of a gasless key (`signer_from_gasless_record`), times in Unix seconds; null for another key. */
    signer(fid: number, key: string): Record<string, unknown> | null {
      const record = recordOf(fid, key);
      if (!record) return null;
      const { data } = record.message;
      const body = data!.keyAddBody!;
      return {
        source: 'SIGNER_SOURCE_OFFCHAIN',
        key: key.toLowerCase(),
        keyType: body.keyType,
        fid,
        addedAt: data!.timestamp + UNIX_AT_FARCASTER_EPOCH,
        lastUsedAt: record.lastUsedAt + UNIX_AT_FARCASTER_EPOCH,
        ttl: body.ttl,
        expiresAt: record.lastUsedAt + UNIX_AT_FARCASTER_EPOCH + body.ttl,
        scopes: body.scopes.map((scope) => messageTypeToJSON(scope)),
        requestFid: record.requestFid,
        nonce: body.nonce,
      };
    },

    keysOf: (fid: number): string[] => [...(byFid.get(fid)?.keys() ?? [])],
    userNonce: (fid: number): number => userNonces.get(fid) ?? 0,
    appNonce: (requestFid: number): number => appNonces.get(requestFid) ?? 0,
  };
}

export type GaslessKeys = ReturnType<typeof gaslessKeys>;
