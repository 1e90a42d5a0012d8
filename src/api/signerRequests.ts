import { castlineRoute, castlineRouteOrNull, unexpectedAnswer, type CastlineRouteOptions } from './castlineRoute';
import type { GatewayConfig } from './gateway';

/**
 * Key requests at a Castline gateway (`/castline/v1/signer-requests`, both modes): which app account
 * asks the Farcaster app for a key and where its client API is, and the app account's signature of a
 * request for a key made in this browser (the `SignedKeyRequest` metadata KeyGateway takes). Kept
 * beside the gateway client rather than in it: only "Enable posting" asks, and only on demand.
 */
export const SIGNER_REQUESTS_PATH = '/castline/v1/signer-requests';

type Hex = `0x${string}`;

export interface SignerRequestSettings {
  /** The operator's app account, which asks for the key. */
  appFid: number;
  /** The Farcaster client API the gateway names (`https://api.farcaster.xyz` by default). */
  clientApiUrl: string;
}

/** The app account's signed key request for one key, as the client API and KeyGateway take it. */
export interface SignedKeyRequestAnswer {
  requestFid: number;
  requestSigner: Hex;
  signature: Hex;
  /** Unix seconds: after it, nobody can approve the key any more. */
  deadline: number;
  /** `abi.encode(SignedKeyRequestMetadata)`. */
  metadata: Hex;
}

export interface SignerRequestCalls {
  /** Null where the gateway answers 404: it has no such route, or no app account to ask with. */
  settings(): Promise<SignerRequestSettings | null>;
  /** The app account's signature for `key` (an Ed25519 public key), asked as the signed-in account. */
  sign(input: { key: Hex; token: string }): Promise<SignedKeyRequestAnswer>;
}

const isFid = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isHex = (value: unknown, bytes?: number): value is Hex =>
  typeof value === 'string' && (bytes === undefined ? /^0x(?:[0-9a-fA-F]{2})+$/ : new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)).test(value);

export function signerRequestCalls(config: GatewayConfig, options: CastlineRouteOptions = {}): SignerRequestCalls {
  return {
    async settings() {
      const body = await castlineRouteOrNull(config, options, SIGNER_REQUESTS_PATH);
      if (!body) return null;
      const { appFid, clientApiUrl } = body;
      if (!isFid(appFid)) throw unexpectedAnswer('key requests', 'appFid is not an FID');
      if (typeof clientApiUrl !== 'string' || !/^https?:\/\/\S+$/.test(clientApiUrl)) throw unexpectedAnswer('key requests', 'clientApiUrl is not an http(s) address');
      return { appFid, clientApiUrl: clientApiUrl.replace(/\/+$/, '') };
    },
    async sign({ key, token }) {
      const body = await castlineRoute(config, options, { method: 'POST', path: SIGNER_REQUESTS_PATH, body: { key }, token });
      const { requestFid, requestSigner, signature, deadline, metadata } = body;
      if (!isFid(requestFid) || !isHex(requestSigner, 20) || !isHex(signature) || !isFid(deadline) || !isHex(metadata)) {
        throw unexpectedAnswer('key request', 'requestFid, requestSigner, signature, deadline or metadata missing');
      }
      return { requestFid, requestSigner, signature, deadline, metadata };
    },
  };
}
