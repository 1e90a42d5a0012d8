/**
 * Which gateway the app talks to. Defaults come from the build (VITE_GATEWAY_URL, VITE_API_KEY);
 * a person can point a running app elsewhere from Settings. Neither value is a secret the way an
 * access token is, so the choice is kept in localStorage; the token never is.
 */
export interface GatewaySettings {
  url: string;
  apiKey: string;
}

export const SETTINGS_STORAGE_KEY = 'castline.gateway';

export const PUBLIC_SERVICE_URL = 'https://build.far.quest';

export function defaultGatewaySettings(env: Record<string, string | undefined>): GatewaySettings {
  return {
    url: normaliseGatewayUrl(env.VITE_GATEWAY_URL || 'http://127.0.0.1:8787'),
    apiKey: env.VITE_API_KEY || 'dev-key',
  };
}

export function normaliseGatewayUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * Checks the address of a service typed in Settings (the gateway, a Farcaster relay or client API):
 * https anywhere, plain http only on this computer. Returns a sentence describing the problem, or null.
 */
export function serviceUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(normaliseGatewayUrl(url));
  } catch {
    return 'Enter a full address, starting with https://';
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
    return 'Use an https:// address (plain http is allowed only on this computer).';
  }
  return null;
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The local gateway runs on this computer; only there is a throwaway wallet offered. */
export function isLocalGateway(settings: GatewaySettings): boolean {
  try {
    return isLoopbackHost(new URL(settings.url).hostname);
  } catch {
    return false;
  }
}

/** far.quest allows about 5 reads per 5 s; the local gateway has no budget. */
export function budgetFor(settings: GatewaySettings): 'unlimited' | 'farquest' {
  return isLocalGateway(settings) ? 'unlimited' : 'farquest';
}

export function parseStoredSettings(raw: string | null): GatewaySettings | null {
  if (!raw) return null;
  try {
    const { url, apiKey } = (JSON.parse(raw) ?? {}) as Partial<Record<keyof GatewaySettings, unknown>>;
    if (typeof url === 'string' && typeof apiKey === 'string' && serviceUrlProblem(url) === null) return { url: normaliseGatewayUrl(url), apiKey };
  } catch {
    // A corrupt value falls back to the defaults.
  }
  return null;
}

/** The settings the person saved in `storage`, or the build's defaults. */
export function storedGatewaySettings(storage: Pick<Storage, 'getItem'>, env: Record<string, string | undefined>): GatewaySettings {
  return parseStoredSettings(storage.getItem(SETTINGS_STORAGE_KEY)) ?? defaultGatewaySettings(env);
}
