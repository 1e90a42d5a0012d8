import { normaliseGatewayUrl, serviceUrlProblem } from './gatewaySettings';
import { storedObject } from './storedJson';

/**
 * The Farcaster services the app talks to beside the gateway: the AuthKit relay Sign in with Farcaster
 * opens its channel on, and the Farcaster client API where "Enable posting" creates its signed key
 * request. Empty means the one the gateway names. Addresses, not credentials: kept in localStorage.
 * A build may name defaults (`VITE_FARCASTER_RELAY_URL`, `VITE_FARCASTER_CLIENT_API_URL`), used until
 * the person saves their own.
 */
export interface FarcasterServices {
  relayUrl: string;
  clientApiUrl: string;
}

export const FARCASTER_SERVICES_KEY = 'castline.farcasterServices';

interface BuildDefaults {
  VITE_FARCASTER_RELAY_URL?: string | undefined;
  VITE_FARCASTER_CLIENT_API_URL?: string | undefined;
}

/** The problem with an address in words, or null: empty (the gateway's) is always fine. */
export function farcasterServiceProblem(url: string): string | null {
  return url.trim() === '' ? null : serviceUrlProblem(url);
}

/** A field as stored or named by the build, trimmed; one that fails the check in Settings counts as empty. */
function usable(url: unknown): string {
  if (typeof url !== 'string' || url.trim() === '') return '';
  const cleaned = normaliseGatewayUrl(url);
  return farcasterServiceProblem(cleaned) ? '' : cleaned;
}

/** Both fields trimmed, without a trailing slash; one that fails the check becomes empty. */
export function tidyFarcasterServices(services: Record<keyof FarcasterServices, unknown>): FarcasterServices {
  return { relayUrl: usable(services.relayUrl), clientApiUrl: usable(services.clientApiUrl) };
}

/** What was stored, each field kept only when it passes the check in Settings; null when nothing usable was stored. */
export function parseFarcasterServices(raw: string | null): FarcasterServices | null {
  const value = storedObject(raw);
  return value && tidyFarcasterServices(value as Record<keyof FarcasterServices, unknown>);
}

export function defaultFarcasterServices(env: BuildDefaults): FarcasterServices {
  return tidyFarcasterServices({ relayUrl: env.VITE_FARCASTER_RELAY_URL, clientApiUrl: env.VITE_FARCASTER_CLIENT_API_URL });
}

export function loadFarcasterServices(storage: Storage, env: BuildDefaults = import.meta.env): FarcasterServices {
  return parseFarcasterServices(storage.getItem(FARCASTER_SERVICES_KEY)) ?? defaultFarcasterServices(env);
}

/** Null forgets the person's choice: the build's defaults, or the gateway's, apply again. */
export function saveFarcasterServices(storage: Storage, services: FarcasterServices | null): void {
  if (services) storage.setItem(FARCASTER_SERVICES_KEY, JSON.stringify(services));
  else storage.removeItem(FARCASTER_SERVICES_KEY);
}

/** The address to use: the one chosen here, else the gateway's. */
export function farcasterServiceUrl(chosen: string, gatewayNamed: string): string {
  return (chosen.trim() || gatewayNamed).replace(/\/+$/, '');
}
