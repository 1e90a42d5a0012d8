import * as v from 'valibot';
import { isGatewayError } from './errors';
import type { QueryValue } from './http';
import type { CastHash } from './model';
import { readResult } from './normalise/envelope';
import { wireObject } from './normalise/wire';

/** Where one of the viewer's L1 messages stands on its way to a Farcaster node (Castline's own route). */
export interface Delivery {
  state: 'waiting' | 'delivered' | 'refused';
  /** The node's words, for a refusal. */
  reason: string | null;
}

export interface DeliveryReads {
  /** Null where there is nothing to tell: a gateway that sends to no node, or a message not on its way (L2, another author's). */
  delivery(hash: CastHash): Promise<Delivery | null>;
}

type Get = (path: string, query: Record<string, QueryValue>) => Promise<unknown>;

const deliverySchema = wireObject({
  state: v.picklist(['waiting', 'delivered', 'refused']),
  reason: v.nullish(v.string(), null),
});

export function deliveryReads(get: Get): DeliveryReads {
  return {
    async delivery(hash) {
      try {
        return readResult(await get(`/castline/v1/deliveries/${hash}`, {}), deliverySchema, 'deliveries');
      } catch (error) {
        if (isGatewayError(error, 'not-found')) return null;
        throw error;
      }
    },
  };
}
