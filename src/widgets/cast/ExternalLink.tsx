import type { ReactNode } from 'react';
import { shownName } from '../../components/userText';
import { displayUrl, webUrl } from '../../components/webUrl';

/**
 * A link that leaves Castline: only http(s), in a new tab, with no opener and no referrer. `ugc` marks
 * an address a person put on their profile, which search engines are told not to take as Castline's word.
 */
export function ExternalLink({
  href,
  children,
  className,
  ugc = false,
  tabIndex,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
  ugc?: boolean;
  tabIndex?: number | undefined;
}) {
  const url = webUrl(href);
  if (!url) return <>{children ?? href}</>;
  return (
    <a
      href={url.href}
      target="_blank"
      tabIndex={tabIndex}
      rel={ugc ? 'noopener noreferrer nofollow ugc' : 'noopener noreferrer'}
      className={className ?? '[overflow-wrap:anywhere] text-violet-700 underline dark:text-violet-300'}
    >
      {children ?? <bdi>{shownName(displayUrl(url))}</bdi>}
    </a>
  );
}
