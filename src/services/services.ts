import { createContext, useContext } from 'react';
import type { GatewayClient } from '../api/createGateway';
import type { AccountsStore } from '../auth/accountsStore';
import type { SessionStore } from '../auth/sessionStore';
import type { SignInPrompt } from '../auth/signInPrompt';
import type { GatewaySettings } from '../config/gatewaySettings';

export interface Services {
  settings: GatewaySettings;
  /**
   * Points the running app at another gateway (null: back to the build's default) and returns the
   * settings now in use; signs out, since a token belongs to one gateway.
   */
  changeSettings(settings: GatewaySettings | null): GatewaySettings;
  gateway: GatewayClient;
  session: SessionStore;
  /** Every account signed in here (the current one is `session`), shared with the other tabs. */
  accounts: AccountsStore;
  /** Lets an action started while signed out open the sign-in and wait for it. */
  signInPrompt: SignInPrompt;
  walletConnectProjectId: string | undefined;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
