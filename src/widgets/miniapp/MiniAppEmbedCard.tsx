import type { ReactNode } from 'react';
import type { Cast } from '../../api/model';
import { useServices } from '../../services/services';
import { isLocalGateway } from '../../config/gatewaySettings';
import { parseMiniAppEmbed } from './embedSchema';
import { MiniAppCard } from './MiniAppCard';

/** Checks a page's embed; an invalid one shows as the plain link card it came with. */
export default function MiniAppEmbedCard({ raw, cast, url, fallback }: { raw: unknown; cast: Cast; url: URL; fallback: ReactNode }) {
  const { settings } = useServices();
  const embed = parseMiniAppEmbed(raw, url.href, { allowLoopback: isLocalGateway(settings) });
  return embed ? <MiniAppCard embed={embed} cast={cast} embedUrl={url.href} /> : fallback;
}
