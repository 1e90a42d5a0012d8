import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useCast } from '../../queries/useCast';
import { castRefOf } from '../../writes/castRef';
import { castPath, channelPath, homePath } from '../../app/routePaths';
import { channelUrl } from '../../widgets/channel/channelKey';
import { useChannelDisplayName } from '../../widgets/channel/useChannelDisplayName';
import Composer from '../../widgets/composer/Composer';
import { composeContext, parseComposeLink } from '../../widgets/composer/composeLink';
import type { ComposerTarget } from '../../widgets/composer/composerModel';

/** `/compose?text=&embeds[]=&parentCastHash=&quoteCastHash=&channelKey=`: the full-screen composer, prefilled. */
export function ComposePage() {
  const [params] = useSearchParams();
  const link = useMemo(() => parseComposeLink(params), [params]);
  const parent = useCast(link.parentCastHash ?? null);
  const quoted = useCast(link.quoteCastHash ?? null);
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== 'default';
  const channel = link.channelKey ?? null;
  const channelName = useChannelDisplayName(channel);
  const title = link.parentCastHash ? 'Reply' : link.quoteCastHash ? 'Quote cast' : channelName ? `New cast in ${channelName}` : 'New cast';
  useDocumentTitle(title);

  const waitingFor = (hash: string | undefined, query: { isPending: boolean; data: Cast | null | undefined }) => hash !== undefined && (query.isPending || !query.data);
  if (waitingFor(link.parentCastHash, parent) || waitingFor(link.quoteCastHash, quoted)) {
    const failed = (link.parentCastHash && !parent.isPending) || (link.quoteCastHash && !quoted.isPending);
    return (
      <div className="p-4">
        <h1 className="text-xl font-bold">{title}</h1>
        <p role="status" className="mt-2 text-sm">
          {failed ? 'The cast this link points at could not be found.' : 'Loading the cast…'}
        </p>
      </div>
    );
  }

  const target: ComposerTarget = {
    ...(parent.data && { parent: castRefOf(parent.data) }),
    ...(quoted.data && { quote: castRefOf(quoted.data) }),
  };
  // Posted, the person goes back to the page they opened the composer on (its place restored); a
  // composer opened from outside Castline goes to where the cast now shows.
  const done = (cast: Cast) => {
    if (cameFromApp) navigate(-1);
    else if (cast.parentHash) navigate(castPath(cast.parentHash));
    else if (channel) navigate(channelPath(channel));
    else navigate(homePath());
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <h1 className="px-4 pt-4 text-xl font-bold">{title}</h1>
      <Composer
        key={composeContext(link)}
        context={composeContext(link)}
        target={channel && !parent.data ? { ...target, channelUrl: channelUrl(channel) } : target}
        parentCast={parent.data ?? undefined}
        quotedCast={quoted.data ?? undefined}
        allowChannelPick={!parent.data && !channel}
        label={title}
        seed={{ text: link.text, embeds: link.embeds }}
        autoFocus
        onPosted={done}
      />
    </div>
  );
}
