import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import type { SessionStore } from '../auth/sessionStore';
import type { SignInPrompt } from '../auth/signInPrompt';
import { useServices } from '../services/services';
import { notSignedIn } from './currentAuthor';

/** What every write's options are made from: the gateway, the session, the sign-in prompt and the cache. */
export interface WriteDeps {
  gateway: Gateway;
  session: SessionStore;
  signInPrompt: SignInPrompt;
  client: QueryClient;
}

export function useWriteDeps(): WriteDeps {
  const { gateway, session, signInPrompt } = useServices();
  const client = useQueryClient();
  return useMemo(() => ({ gateway, session, signInPrompt, client }), [gateway, session, signInPrompt, client]);
}

/**
 * The one sign-in gate of every write. Signed out, or with a session that has run out, the sign-in
 * opens and the write goes on once the person is signed in; when they close it instead, the write
 * fails with "Sign in to do this." Resolves true when the sign-in happened just now, so the screen,
 * read for nobody in particular, can be read again as the person.
 */
export async function signInGate({ session, signInPrompt }: Pick<WriteDeps, 'session' | 'signInPrompt'>): Promise<boolean> {
  if (session.getState().identity) return false;
  if (!(await signInPrompt.request()) || !session.getState().identity) throw notSignedIn();
  return true;
}
