import type { Delivery } from '../../api/deliveryReads';
import type { Cast } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { useDelivery } from '../../queries/useDelivery';

/** The words for where one's own cast stands on its way to Farcaster. */
function deliveryText(delivery: Delivery): string {
  switch (delivery.state) {
    case 'delivered':
      return 'Sent to Farcaster';
    case 'waiting':
      return 'Waiting for the network';
    case 'refused':
      return `The network refused this cast: ${delivery.reason ?? 'no reason given'}`;
  }
}

/**
 * A small line under one's own cast when the gateway sends casts to a Farcaster node: nothing for
 * another author's cast, or where the gateway sends nothing. Announced politely when it changes.
 */
export function DeliveryLine({ cast }: { cast: Cast }) {
  const query = useDelivery(cast);
  const text = query.isError ? `Whether this cast reached Farcaster is not known: ${describeError(query.error)}` : query.data ? deliveryText(query.data) : '';
  const refused = query.data?.state === 'refused';
  return (
    <p role="status" className={`mt-2 break-words text-sm empty:hidden ${refused ? 'text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400'}`}>
      {text}
    </p>
  );
}
