import type { GatewayLimits } from '../../../api/mediaModel';
import { DEFAULT_CAST_LIMITS, type CastLimits } from '../../../farcaster/validateCast';

/** The gateway's limits when it says them, else the network's defaults. */
export function castLimitsOf(limits: GatewayLimits | null | undefined): CastLimits {
  return limits ? { maxEmbeds: limits.embeds, maxMentions: limits.mentions } : DEFAULT_CAST_LIMITS;
}
