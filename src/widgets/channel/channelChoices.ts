import type { Channel } from '../../api/channelModel';

/**
 * The channel ids a feed filter offers: the chosen one first when the loaded channels lack it (a link
 * may name any channel), then the loaded channels in their order.
 */
export function channelChoices(loaded: readonly Channel[], chosen: string | null): string[] {
  const keys = loaded.map((channel) => channel.key);
  return chosen && !keys.includes(chosen) ? [chosen, ...keys] : keys;
}
