import { serviceWorkerUrl } from '../../config/offlineCache';

/**
 * Registers the generated worker (production builds only: the development server has none) for the
 * gateway in use, whose reads it keeps. Registering it again with another gateway replaces it.
 */
export function registerWorker(gatewayBase: string): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(serviceWorkerUrl(gatewayBase), { scope: '/' }).catch(() => {
    // Without a worker the app works as before, online; there is nothing to tell the person.
  });
}
