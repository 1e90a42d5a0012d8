import { Link } from 'react-router-dom';
import type { Cast, CastHash } from '../../api/model';
import { webUrl } from '../../components/webUrl';
import { useCast } from '../../queries/useCast';
import { CastImages } from '../media/CastImages';
import { CastLinkEmbed } from './CastLinkEmbed';
import { CastText } from './CastText';
import { AuthorLine } from './AuthorLine';
import { castPath } from '../../app/routePaths';
import { mentionName } from '../../components/userName';

const MAX_IMAGES = 4;

/** Images, link cards and quoted casts. Anything that is not a web address is left out, and said to be. */
export function CastEmbeds({ cast, nested = false }: { cast: Cast; nested?: boolean }) {
  const images = cast.embeds.images.flatMap((raw) => webUrl(raw) ?? []).slice(0, MAX_IMAGES);
  const links = cast.embeds.urls.flatMap((raw) => {
    const url = webUrl(raw);
    return url ? [{ url, sent: cast.embeds.previews?.[raw] }] : [];
  });
  const refused = cast.embeds.images.length + cast.embeds.urls.length - images.length - links.length;
  const quotes = nested ? [] : cast.embeds.quotes;
  const quoteHashes = nested ? [] : cast.embeds.quoteHashes;
  if (images.length + links.length + refused + quotes.length + quoteHashes.length === 0) return null;
  const who = mentionName(cast.author);
  return (
    <div className="mt-2 space-y-2">
      {images.length > 0 && <CastImages urls={images} who={who} />}
      {links.map(({ url, sent }, i) => (
        <CastLinkEmbed key={`${url.href}-${i}`} cast={cast} url={url} sent={sent} />
      ))}
      {refused > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {refused === 1 ? 'One attachment is' : `${refused} attachments are`} not shown: not a web address.
        </p>
      )}
      {quotes.map((quote) => (
        <QuotedCast key={quote.hash} cast={quote} />
      ))}
      {quoteHashes.map((hash) => (
        <QuotedCastByHash key={hash} hash={hash} />
      ))}
    </div>
  );
}

function QuotedCast({ cast }: { cast: Cast }) {
  return (
    <blockquote className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <AuthorLine cast={cast} small />
      <CastText text={cast.text} mentions={cast.mentions} className="mt-1 line-clamp-6 whitespace-pre-wrap break-words text-sm" />
      <CastEmbeds cast={cast} nested />
      <Link to={castPath(cast.hash)} className="mt-1 inline-block text-xs font-semibold text-violet-700 hover:underline dark:text-violet-300">
        Open quoted cast
      </Link>
    </blockquote>
  );
}

function QuotedCastByHash({ hash }: { hash: CastHash }) {
  const { data, isPending } = useCast(hash);
  if (data) return <QuotedCast cast={data} />;
  return (
    <p className="rounded-xl border border-dashed border-zinc-300 p-3 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      {isPending ? 'Loading quoted cast…' : 'The quoted cast is not available.'}
    </p>
  );
}
