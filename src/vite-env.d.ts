/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /** Sign in with Farcaster: a relay instead of the one the gateway names, until Settings names one. */
  readonly VITE_FARCASTER_RELAY_URL?: string;
  /** Enable posting: a Farcaster client API instead of the one the gateway names, until Settings names one. */
  readonly VITE_FARCASTER_CLIENT_API_URL?: string;
  /** The share of page loads, from 0 to 1, that report their vitals to the gateway (0.1 unless named). */
  readonly VITE_VITALS_SAMPLE_RATE?: string;
}
