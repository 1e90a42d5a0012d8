import { lazy, Suspense } from 'react';
import type { LinkPreview } from '../../api/mediaModel';
import type { Cast } from '../../api/model';
import { useLinkPreview } from '../../queries/mediaQueries';
import { LinkCard } from '../media/LinkCard';

// The schema and the card load only for a page that carries an embed, keeping them out of the first visit.
const MiniAppEmbedCard = lazy(() => import('../miniapp/MiniAppEmbedCard'));

/** A cast's link: a Mini App card when the page carries a valid embed, else the ordinary link card. */
export function CastLinkEmbed({ cast, url, sent }: { cast: Cast; url: URL; sent?: LinkPreview | undefined }) {
  const fetched = useLinkPreview(sent ? null : url.href).data;
  const preview = sent ?? fetched;
  const linkCard = <LinkCard url={url} sent={sent} />;
  if (preview?.miniapp == null) return linkCard;
  return (
    <Suspense fallback={linkCard}>
      <MiniAppEmbedCard raw={preview.miniapp} cast={cast} url={url} fallback={linkCard} />
    </Suspense>
  );
}
