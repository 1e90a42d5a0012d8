import type { ReactNode } from 'react';
import { shownName } from '../../components/userText';
import { displayUrl, webUrl } from '../../components/webUrl';

/** A link that leaves Castline: only http(s), in a new tab, with no opener and no referrer. */
export function ExternalLink({ href, children, className }: { href: string; children?: ReactNode; className?: string }) {
  const url = webUrl(href);
  if (!url) return <>{children ?? href}</>;
  return (
    <a href={url.href} target="_blank" rel="noopener noreferrer" className={className ?? '[overflow-wrap:anywhere] text-violet-700 underline dark:text-violet-300'}>
      {children ?? <bdi>{shownName(displayUrl(url))}</bdi>}
    </a>
  );
}
