import { useEffect, useState } from 'react';
import type { LinkPreview } from '../../api/mediaModel';
import { displayHost, displayUrl, webUrl } from '../../components/webUrl';
import { useLinkPreview } from '../../queries/mediaQueries';

/**
 * A link as a card: the page's title, description, picture and site once a preview is known (sent with the
 * cast, or fetched by the gateway), the bare address meanwhile and whenever there is none.
 */
export function LinkCard({ url, sent, compact = false }: { url: URL; sent?: LinkPreview | undefined; compact?: boolean }) {
  const fetched = useLinkPreview(sent ? null : url.href).data;
  const preview = sent ?? fetched;
  const image = webUrl(preview?.image);
  const title = preview?.title;
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className="block overflow-hidden rounded-xl border border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
      data-testid="link-card"
    >
      {title && image && (
        <img src={image.href} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" className={`aspect-[1.91/1] w-full bg-zinc-100 object-cover dark:bg-zinc-900 ${compact ? 'max-h-40' : ''}`} />
      )}
      <span className="block px-3 py-2">
        <span className="block text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">{(title && preview?.siteName) || displayHost(url)}</span>
        {title ? (
          <>
            <span className="block font-semibold text-zinc-900 dark:text-zinc-100">{title}</span>
            {preview?.description && <span className="line-clamp-2 block text-sm text-zinc-700 dark:text-zinc-300">{preview.description}</span>}
          </>
        ) : (
          <span className="block [overflow-wrap:anywhere] text-sm text-violet-800 dark:text-violet-300">{displayUrl(url, 80)}</span>
        )}
      </span>
    </a>
  );
}

/** The card a link in a draft will get, asked for once the address has stopped changing. */
export function DraftLinkCard({ url }: { url: string }) {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(url), 700);
    return () => clearTimeout(timer);
  }, [url]);
  const parsed = settled === url ? webUrl(url) : null;
  return parsed ? (
    <div className="basis-full">
      <LinkCard url={parsed} compact />
    </div>
  ) : null;
}
