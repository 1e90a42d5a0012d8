import { Hono } from 'hono';
import type { GatewayChain } from '../chain/chainSetup';

export const CHAIN_ROUTE = '/castline/v1/chain';

/**
 * Where the app finds the registries this gateway reads, to look up FIDs and add signers on the same
 * chain. Public like the static routes: it holds nothing but public addresses, and says `development: true`
 * for the local development chain (its demo accounts: demoAccountRoutes). 404 when the registry lives in
 * the gateway's own database.
 */
export function chainRoutes(chain: GatewayChain | null): Hono {
  const app = new Hono();
  app.get(CHAIN_ROUTE, (c) => {
    if (!chain) return c.json({ error: 'This gateway keeps its signer registry in its own database, not on a chain' }, 404);
    const { chainId, rpcUrl, idRegistry, keyRegistry, keyGateway, validator, development } = chain;
    return c.json({ chainId, rpcUrl, idRegistry, keyRegistry, keyGateway, validator, ...(development && { development }) });
  });
  return app;
}
