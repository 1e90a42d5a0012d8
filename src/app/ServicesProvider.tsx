import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createGateway } from '../api/createGateway';
import { createAccountsStore } from '../auth/accountsStore';
import { localAccountOf, saveLastAccount } from '../auth/lastAccount';
import { createSessionStore } from '../auth/sessionStore';
import { createSignInPrompt } from '../auth/signInPrompt';
import {
  budgetFor,
  defaultGatewaySettings,
  SETTINGS_STORAGE_KEY,
  storedGatewaySettings,
} from '../config/gatewaySettings';
import { ServicesContext, type Services } from '../services/services';
import { KeptReadsProvider } from './queryPersistence/KeptReadsProvider';

const initialSettings = () => storedGatewaySettings(localStorage, import.meta.env);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Reads are asked even when the browser says it is offline: the service worker answers with
      // what this device has already read, and a read it cannot answer fails in words, never paused.
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, retry: 1, networkMode: 'always' },
    },
  });
}

export function ServicesProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(initialSettings);
  const [session] = useState(() => createSessionStore());
  // Sign-out ends the token at the gateway that issued it: the one in use when the person signs out.
  const gatewayRef = useRef<Services['gateway'] | null>(null);
  const [accounts] = useState(() =>
    createAccountsStore(session, {
      origin: location.origin,
      tabId: crypto.randomUUID(),
      endSession: (token) => void gatewayRef.current?.endSession(token),
    }),
  );
  const [signInPrompt] = useState(createSignInPrompt);
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      session.subscribe(() => {
        const { address, walletName, identity } = session.getState();
        if (address && identity) saveLastAccount(localStorage, { address, walletName, identity });
      }),
    [session],
  );
  // Tabs share sessions per gateway: a token is only good at the gateway that issued it.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    return accounts.connect(new BroadcastChannel(`castline.session ${settings.url}`));
  }, [accounts, settings.url]);

  const services = useMemo<Services>(() => {
    const gateway = createGateway(
      { baseUrl: settings.url, apiKey: settings.apiKey, network: 'farcaster' },
      { getToken: session.getToken, getAccount: () => localAccountOf(session.getState(), localStorage), budget: budgetFor(settings) },
    );
    return {
      settings,
      gateway,
      session,
      accounts,
      signInPrompt,
      walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || undefined,
      changeSettings(next) {
        if (next) localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
        else localStorage.removeItem(SETTINGS_STORAGE_KEY);
        const applied = next ?? defaultGatewaySettings(import.meta.env);
        accounts.clear();
        queryClient.clear();
        setSettings(applied);
        return applied;
      },
    };
  }, [settings, session, accounts, signInPrompt, queryClient]);

  useEffect(() => {
    gatewayRef.current = services.gateway;
  }, [services]);

  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <KeptReadsProvider>{children}</KeptReadsProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
