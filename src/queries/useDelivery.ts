import { useQuery } from '@tanstack/react-query';
import type { Cast } from '../api/model';
import { deliveryQueryOptions } from './deliveryQuery';
import { useReadContext } from './useReadContext';

/** The delivery of `cast` when the viewer wrote it; nothing is read for anyone else's cast. */
export function useDelivery(cast: Cast) {
  const ctx = useReadContext();
  return useQuery({ ...deliveryQueryOptions(ctx, cast.hash), enabled: ctx.viewer === cast.author.fid });
}
