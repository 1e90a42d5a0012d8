/**
 * The AuthKit relay Sign in with Farcaster opens its channel on: the one the gateway names, unless the
 * build names another (`VITE_FARCASTER_RELAY_URL`, say a relay of one's own in front of a gateway that
 * names the public one).
 */
export function relayUrlFor(gatewayRelayUrl: string, env: { VITE_FARCASTER_RELAY_URL?: string } = import.meta.env): string {
  const override = env.VITE_FARCASTER_RELAY_URL?.trim();
  return (override || gatewayRelayUrl).replace(/\/+$/, '');
}
