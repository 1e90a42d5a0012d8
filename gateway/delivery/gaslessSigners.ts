import { InvalidInputError, UnavailableError } from '../domainErrors';
import { requestNode } from '../nodeRequest';
import { nodeError, plainReason } from './nodeAnswers';
import { type NodeTarget, submitToNode } from './nodeSubmit';

/** A signer of an FID as the node lists it (`/v1/signersByFid`), in the gateway's words. */
export interface ListedSigner {
  key: string;
  /** Added on chain (KeyRegistry), or without gas (a KEY_ADD message). */
  addedBy: 'chain' | 'message';
  /** For a key added without gas: the message types it may sign (`CAST_ADD`, …) and when it expires unless used (ISO). */
  scopes?: string[];
  expiresAt?: string;
}

export interface FidSigners {
  fid: number;
  /** The FID's nonce for KEY_ADD and KEY_REMOVE: the next one must be greater. */
  currentNonce: number;
  signers: ListedSigner[];
}

export interface GaslessSigners {
  /** Sends a KEY_ADD or KEY_REMOVE to the node; throws the node's refusal in words (400), or a 503 when it cannot take it. */
  submit(bytes: Uint8Array): Promise<void>;
  /** The FID's signers and nonce on the node; a 503 in words when it cannot be read. */
  list(fid: number): Promise<FidSigners>;
}

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function listedSigner(signer: unknown): ListedSigner | null {
  if (!isObj(signer) || typeof signer.key !== 'string') return null;
  if (signer.source !== 'SIGNER_SOURCE_OFFCHAIN') return { key: signer.key, addedBy: 'chain' };
  const scopes = Array.isArray(signer.scopes) ? signer.scopes.filter((s): s is string => typeof s === 'string').map((s) => s.replace(/^MESSAGE_TYPE_/, '')) : [];
  const expiresAt = typeof signer.expiresAt === 'number' && Number.isSafeInteger(signer.expiresAt) ? new Date(signer.expiresAt * 1000).toISOString() : undefined;
  return { key: signer.key, addedBy: 'message', scopes, ...(expiresAt ? { expiresAt } : {}) };
}

/**
 * Keys added without gas, through the node the gateway delivers to (`--hub-url`): a KEY_ADD or KEY_REMOVE
 * is sent at once, not through the outbox (the person waits for the answer: the node checks the custody's
 * signature, the nonce and its limits, and refuses in words), and an FID's signers are read from
 * `/v1/signersByFid` each time (a key added a moment ago is listed as soon as the node merged it).
 */
export function gaslessSigners(target: Omit<NodeTarget, 'timeoutMs'> & { timeoutMs?: number }): GaslessSigners {
  const node = { ...target, hubUrl: target.hubUrl.replace(/\/+$/, ''), timeoutMs: target.timeoutMs ?? 10_000 };
  const headers: Record<string, string> = node.apiKey ? { 'x-api-key': node.apiKey } : {};
  return {
    async submit(bytes) {
      const outcome = await submitToNode(node, bytes);
      if (outcome.kind === 'admitted' || outcome.kind === 'delivered') return;
      if (outcome.kind === 'refused') throw new InvalidInputError(`The Farcaster node refused the key: ${outcome.reason}`, { reason: outcome.reason });
      // A rate limit is the node's refusal of this key now (one KEY_ADD a minute per FID), not a fault of the node.
      const limited = /^bad_request\.rate_limited: (.*)$/.exec(outcome.reason);
      if (limited) throw new InvalidInputError(`The Farcaster node refused the key: ${limited[1]} (it takes one key a minute per account)`, { reason: limited[1]! });
      throw new UnavailableError(`The Farcaster node could not take the key: ${outcome.reason}`);
    },
    async list(fid) {
      const res = await requestNode(`${node.hubUrl}/v1/signersByFid?fid=${fid}`, { headers, timeoutMs: node.timeoutMs });
      if ('failure' in res) throw new UnavailableError(`The Farcaster node could not be read: it ${res.failure}`);
      let body: unknown;
      try {
        body = JSON.parse(res.text);
      } catch {
        body = null;
      }
      if (res.status !== 200 || !isObj(body) || !Array.isArray(body.signers)) {
        const error = res.status === 400 ? nodeError(res.text) : null;
        throw new UnavailableError(`The Farcaster node could not list the signers of FID ${fid}: ${plainReason(error?.message || `it answered ${res.status}`)}`);
      }
      const nonce = typeof body.currentUserNonce === 'number' && Number.isSafeInteger(body.currentUserNonce) ? body.currentUserNonce : 0;
      return { fid, currentNonce: nonce, signers: body.signers.map(listedSigner).filter((s): s is ListedSigner => s !== null) };
    },
  };
}
