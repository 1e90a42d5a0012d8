import { isAddress } from 'viem';
import type { FarcasterRegistry, SignerRegistry } from '../l1/registry';
import { gaslessSignerAllows } from './gaslessSignerRules';
import type { NodeClient } from './nodeClient';

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** IdRegistry events that give an FID to an address (a change of recovery address gives none). */
const CUSTODY_EVENTS = new Set(['ID_REGISTER_EVENT_TYPE_REGISTER', 'ID_REGISTER_EVENT_TYPE_TRANSFER']);

/**
 * A signer as the node's `GET /v1/signer?fid=&signer=` answers it, which answers only an active signer
 * (on chain or added without gas) and NotFound otherwise (`Active signer not found`, server.rs:2864); a key
 * added without gas is then held to its scopes and expiry (`gaslessSignerRules.ts`).
 */
function nodeSigner(client: NodeClient, now: () => number): SignerRegistry['isActiveSigner'] {
  return async (fid, signerKey, messageType) => {
    const answer = await client.readNow(`/v1/signer?fid=${fid}&signer=${signerKey.toLowerCase()}`);
    const signer = answer.status === 200 && isObj(answer.body) ? answer.body.signer : null;
    if (!isObj(signer) || signer.fid !== fid) return false;
    return signer.source !== 'SIGNER_SOURCE_OFFCHAIN' || gaslessSignerAllows(signer, { fid, key: signerKey, messageType, nowMs: now() });
  };
}

/**
 * A registry read from a chain, with the keys added without gas that only a Farcaster node knows: a signer
 * the chain does not list is looked up on the node (`nodeSigner`); FIDs, custody and auth addresses come
 * from the chain alone.
 */
export function withNodeGaslessSigners(chain: FarcasterRegistry, client: NodeClient, now: () => number = Date.now): FarcasterRegistry {
  const onNode = nodeSigner(client, now);
  return {
    fidOf: (custody) => chain.fidOf(custody),
    custodyOf: (fid) => chain.custodyOf(fid),
    isAuthAddress: (fid, address) => chain.isAuthAddress(fid, address),
    async isActiveSigner(fid, signerKey, messageType) {
      return (await chain.isActiveSigner(fid, signerKey)) || onNode(fid, signerKey, messageType);
    },
  };
}

/**
 * The registry when no chain is configured but a Farcaster node is: what the gateway's own registry
 * knows (the demo FIDs, registered here) first, then the node. A custody address's FID comes from
 * `GET /v1/onChainIdRegistryEventByAddress?address=` (the IdRegistry event that gave the FID), an FID's
 * custody from `GET /v1/onChainEventsByFid?fid=&event_type=EVENT_TYPE_ID_REGISTER` (the latest
 * registration or transfer), a signer from the node as `nodeSigner` reads it, and an auth address from
 * `GET /v1/fidAddressType?fid=&address=` (`is_auth`). Answers are never kept: a key removed a moment
 * ago is refused at once. A node that cannot answer makes the check fail in words (503), never pass.
 */
export function withNodeSigners(local: FarcasterRegistry, client: NodeClient, now: () => number = Date.now): FarcasterRegistry {
  const onNode = nodeSigner(client, now);
  return {
    async fidOf(custody) {
      const known = await local.fidOf(custody);
      if (known !== null) return known;
      const answer = await client.readNow(`/v1/onChainIdRegistryEventByAddress?address=${custody.toLowerCase()}`);
      if (answer.status !== 200 || !isObj(answer.body)) return null;
      const fid = answer.body.fid;
      return typeof fid === 'number' && Number.isSafeInteger(fid) && fid > 0 ? fid : null;
    },
    async custodyOf(fid) {
      const known = await local.custodyOf(fid);
      if (known !== null) return known;
      const answer = await client.readNow(`/v1/onChainEventsByFid?fid=${fid}&event_type=EVENT_TYPE_ID_REGISTER`);
      if (answer.status !== 200 || !isObj(answer.body) || !Array.isArray(answer.body.events)) return null;
      // Oldest first: the last registration or transfer names the custody now.
      let custody: `0x${string}` | null = null;
      for (const event of answer.body.events) {
        const body = isObj(event) ? event.idRegisterEventBody : null;
        if (isObj(body) && CUSTODY_EVENTS.has(body.eventType as string) && typeof body.to === 'string' && isAddress(body.to, { strict: false })) custody = body.to;
      }
      return custody;
    },
    async isActiveSigner(fid, signerKey, messageType) {
      return (await local.isActiveSigner(fid, signerKey)) || onNode(fid, signerKey, messageType);
    },
    async isAuthAddress(fid, address) {
      if (await local.isAuthAddress(fid, address)) return true;
      const answer = await client.readNow(`/v1/fidAddressType?fid=${fid}&address=${address.toLowerCase()}`);
      return answer.status === 200 && isObj(answer.body) && answer.body.is_auth === true;
    },
  };
}
