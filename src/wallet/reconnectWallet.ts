import type { Config, Connector } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import type { Address } from '../auth/session';

type Reconnection = Awaited<ReturnType<typeof reconnect>>;
let inFlight: Promise<Reconnection> | null = null;

/**
 * Reconnects the given wallets and lists the accounts they answer with. wagmi answers a reconnect
 * asked for while another is under way with nothing at all; here a second caller (React running an
 * effect twice in development, say) joins the reconnect already under way and gets its answer.
 */
export async function reconnectedAccounts(config: Config, connectors: readonly Connector[]): Promise<Address[]> {
  inFlight ??= reconnect(config, { connectors: [...connectors] }).finally(() => {
    inFlight = null;
  });
  const connections = await inFlight;
  return connections.flatMap((c) => c.accounts);
}
