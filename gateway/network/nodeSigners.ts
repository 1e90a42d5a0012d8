import type { SignerRegistry } from '../l1/registry';
import type { NodeClient } from './nodeClient';

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The registry when no chain is configured but a Farcaster node is: what the gateway's own registry
 * knows (the demo FIDs, registered here) first, then the node. A custody address's FID comes from
 * `GET /v1/onChainIdRegistryEventByAddress?address=` (the IdRegistry event that gave the FID), a signer
 * from `GET /v1/signer?fid=&signer=`, which answers only an active signer (on chain or added without gas)
 * and NotFound otherwise. Signer answers are never kept: a key removed a moment ago is refused at once.
 * A node that cannot answer makes the check fail in words (503), never pass.
 */
export function withNodeSigners(local: SignerRegistry, client: NodeClient): SignerRegistry {
  return {
    async fidOf(custody) {
      const known = await local.fidOf(custody);
      if (known !== null) return known;
      const answer = await client.readNow(`/v1/onChainIdRegistryEventByAddress?address=${custody.toLowerCase()}`);
      if (answer.status !== 200 || !isObj(answer.body)) return null;
      const fid = answer.body.fid;
      return typeof fid === 'number' && Number.isSafeInteger(fid) && fid > 0 ? fid : null;
    },
    custodyOf: (fid) => local.custodyOf(fid),
    async isActiveSigner(fid, signerKey) {
      if (await local.isActiveSigner(fid, signerKey)) return true;
      const answer = await client.readNow(`/v1/signer?fid=${fid}&signer=${signerKey.toLowerCase()}`);
      // Any other answer (NotFound: "Active signer not found", server.rs:2864) is a refusal.
      return answer.status === 200 && isObj(answer.body) && isObj(answer.body.signer) && answer.body.signer.fid === fid;
    },
  };
}
