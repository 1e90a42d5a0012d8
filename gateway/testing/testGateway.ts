import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Message, MessageData, type MessageData as MessageDataType } from '@farcaster/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake3 } from '@noble/hashes/blake3.js';
import type { LocalAccount } from 'viem/accounts';
import { startGateway, type GatewayOptions, type RunningGateway } from '../server';

/** Test support: a real gateway on a free port with a temporary database, and a signed-message builder. */

export interface HttpClient {
  get(path: string, token?: string): Promise<Response>;
  post(path: string, body: unknown, token?: string): Promise<Response>;
}

export interface TestGateway extends RunningGateway, HttpClient {
  dbPath: string;
  /** Closes the server and deletes the database. */
  dispose(): Promise<void>;
}

export async function startTestGateway(options: GatewayOptions = {}): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-gateway-'));
  const dbPath = options.db ?? join(dir, 'gateway.sqlite');
  const gateway = await startGateway({ port: 0, quiet: true, ...options, db: dbPath });
  return {
    ...gateway,
    ...httpClient(gateway.url, gateway.apiKey),
    dbPath,
    async dispose() {
      await gateway.close();
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

export const FARCASTER_EPOCH_MS = Date.UTC(2021, 0, 1);
export const farcasterNow = (): number => Math.floor((Date.now() - FARCASTER_EPOCH_MS) / 1000);

/** A Message in protobuf JSON form, hashed over its data bytes and signed with the Ed25519 key. */
export function signedMessageJson(data: Partial<MessageDataType>, signerPrivateKey: Uint8Array | string): unknown {
  const key = typeof signerPrivateKey === 'string' ? Buffer.from(signerPrivateKey.replace(/^0x/, ''), 'hex') : signerPrivateKey;
  const full = MessageData.fromPartial({ network: 1, timestamp: farcasterNow(), ...data });
  const dataBytes = MessageData.encode(full).finish();
  const hash = blake3(dataBytes, { dkLen: 20 });
  const message = Message.fromPartial({
    data: full,
    dataBytes,
    hash,
    hashScheme: 1,
    signature: ed25519.sign(hash, key),
    signatureScheme: 1,
    signer: ed25519.getPublicKey(key),
  });
  return Message.toJSON(message);
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
