import { useQuery } from '@tanstack/react-query';
import type { Cast } from '../api/model';
import { deliveryQueryOptions } from './deliveryQuery';
import { useGatewayLimits } from './mediaQueries';
import { useReadContext } from './useReadContext';

/**
 * The delivery of `cast` when the viewer wrote it and the gateway delivers to a node (its limits say so);
 * nothing is read for anyone else's cast, nor from a gateway that sends nothing on.
 */
export function useDelivery(cast: Cast) {
  const ctx = useReadContext();
  const delivers = useGatewayLimits()?.delivery === true;
  return useQuery({ ...deliveryQueryOptions(ctx, cast.hash), enabled: delivers && ctx.viewer === cast.author.fid });
}
