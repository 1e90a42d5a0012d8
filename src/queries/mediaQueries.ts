import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gateway } from '../api/gateway';
import type { GatewayLimits } from '../api/mediaModel';
import { useServices } from '../services/services';

/** Keyed by the gateway's address: what one gateway offers says nothing about another. */
export const mediaKeys = {
  limits: (baseUrl: string) => ['castline-gateway', baseUrl, 'limits'] as const,
  preview: (baseUrl: string, url: string) => ['castline-gateway', baseUrl, 'preview', url] as const,
};

/**
 * A gateway without the route (the public service) offers no uploads or previews and the network's
 * default limits (null); one that cannot be reached is an error, asked again on the next composer.
 */
export const limitsQueryOptions = (gateway: Gateway) =>
  queryOptions({
    queryKey: mediaKeys.limits(gateway.config.baseUrl),
    queryFn: () => gateway.limits(),
    staleTime: Infinity,
    retry: 1,
  });

/** The gateway's limits: `data` undefined while asking or after a failure (then `error`), null without Castline routes. */
export function useGatewayLimitsQuery() {
  const { gateway } = useServices();
  return useQuery(limitsQueryOptions(gateway));
}

export function useGatewayLimits(): GatewayLimits | null | undefined {
  return useGatewayLimitsQuery().data;
}

/** The gateway's preview of a page; only asked of gateways that have the route. */
export function useLinkPreview(url: string | null) {
  const { gateway } = useServices();
  const limits = useGatewayLimits();
  return useQuery({
    queryKey: mediaKeys.preview(gateway.config.baseUrl, url ?? ''),
    queryFn: () => gateway.unfurl(url!),
    enabled: url !== null && limits != null,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
