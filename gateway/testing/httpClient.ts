import type { LocalAccount } from 'viem/accounts';

/** Test support: a client of a gateway over HTTP, wherever the gateway runs (no gateway code is loaded). */

export interface HttpClient {
  get(path: string, token?: string): Promise<Response>;
  post(path: string, body: unknown, token?: string): Promise<Response>;
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
