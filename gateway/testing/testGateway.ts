import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalAccount } from 'viem/accounts';
import { startGateway, type GatewayOptions, type RunningGateway } from '../server';
import { newTestDatabase } from './testDatabase';

/** Test support: a real gateway on a free port with a new database (of the dialect the tests run on). */

export interface HttpClient {
  get(path: string, token?: string): Promise<Response>;
  post(path: string, body: unknown, token?: string): Promise<Response>;
}

export interface TestGateway extends RunningGateway, HttpClient {
  /** Where its database is: a SQLite file's path or a PostgreSQL URL (`--db`), for another gateway or `openDatabase`. */
  db: string;
  /** Closes the server (once; closing again does nothing) and deletes its temporary folder. */
  dispose(): Promise<void>;
}

export async function startTestGateway(options: GatewayOptions = {}): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-gateway-'));
  const db = options.db ?? (await newTestDatabase(dir, 'gateway', { demo: (options.seed ?? 'demo') === 'demo' }));
  const gateway = await startGateway({ port: 0, quiet: true, ...options, db });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= gateway.close());
  return {
    ...gateway,
    ...httpClient(gateway.url, gateway.apiKey),
    db,
    close,
    async dispose() {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** JSON over HTTP to a gateway at `url`, with its API key and an optional bearer token. */
export function httpClient(url: string, apiKey: string): HttpClient {
  const headers = (token?: string): Record<string, string> => ({
    'API-KEY': apiKey,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  return {
    get: (path, token) => fetch(url + path, { headers: headers(token) }),
    post: (path, body, token) =>
      fetch(url + path, {
        method: 'POST',
        headers: { ...headers(token), 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

export { farcasterNow, signedMessageJson } from './signedMessage';

/** Signs in through the HTTP API and returns the access token. */
export async function signIn(
  gateway: HttpClient,
  account: LocalAccount,
  mode: { type: 'SIGNATURE' } | { type: 'FID'; signerPublicKey: string },
): Promise<string> {
  const res = await gateway.get(`/auth/v1/get-account-signin-message?address=${account.address}&chainId=1`);
  const { signature: text } = (await res.json()) as { signature: string };
  const signature = await account.signMessage({ message: text });
  const body = { signature, address: account.address, chainId: 1, type: mode.type, ...(mode.type === 'FID' ? { id: mode.signerPublicKey } : {}) };
  const auth = await gateway.post('/auth/v2/authenticate', body);
  const json = (await auth.json()) as { accessToken?: string };
  if (!json.accessToken) throw new Error(`sign-in failed: ${auth.status} ${JSON.stringify(json)}`);
  return json.accessToken;
}
