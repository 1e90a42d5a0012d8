import { castlineRoute, castlineRouteOrNull, unexpectedAnswer as unexpected, type CastlineRouteOptions } from './castlineRoute';
import type { GatewayConfig } from './gateway';

/**
 * Keys added without gas (KEY_ADD messages) through a Castline gateway that delivers to a Farcaster node
 * (`/castline/v1/gasless-signers`): an FID's signers and nonce on the node, and sending the KEY_ADD.
 * Beside the gateway client rather than in it: only FID mode's dialog asks, on demand.
 */
export const GASLESS_SIGNERS_PATH = '/castline/v1/gasless-signers';

export interface NodeSigners {
  /** The next KEY_ADD must carry a greater nonce. */
  currentNonce: number;
  /** Every key the node lists for the FID (on chain or added without gas), lowercase 0x hex. */
  keys: string[];
}

export interface GaslessSignerCalls {
  /** Null where the gateway sends nothing to a node (404): keys cannot be added without gas through it. */
  signers(fid: number): Promise<NodeSigners | null>;
  /** A KEY_ADD in protobuf JSON form; resolves once the node has taken it (not yet merged). */
  submit(message: unknown): Promise<void>;
}

export function gaslessSignerCalls(config: GatewayConfig, options: CastlineRouteOptions = {}): GaslessSignerCalls {
  return {
    async signers(fid) {
      const body = await castlineRouteOrNull(config, options, `${GASLESS_SIGNERS_PATH}?fid=${fid}`);
      if (!body) return null;
      const result = body.result as Record<string, unknown> | undefined;
      if (!result || typeof result.currentNonce !== 'number' || !Array.isArray(result.signers)) throw unexpected('signers on the node', 'currentNonce or signers missing');
      const keys = result.signers.flatMap((signer: unknown) => {
        const key = (signer as { key?: unknown } | null)?.key;
        return typeof key === 'string' ? [key.toLowerCase()] : [];
      });
      return { currentNonce: result.currentNonce, keys };
    },
    async submit(message) {
      await castlineRoute(config, options, { method: 'POST', path: GASLESS_SIGNERS_PATH, body: { message } });
    },
  };
}
