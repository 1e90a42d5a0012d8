import type { ComposeCast } from '@farcaster/miniapp-host';
import type { Cast } from '../../../api/model';
import { useCast } from '../../../queries/useCast';
import { castRefOf } from '../../../writes/castRef';
import { channelUrl } from '../../../widgets/channel/channelKey';
import { useChannelDisplayName } from '../../../widgets/channel/useChannelDisplayName';
import Composer from '../../../widgets/composer/Composer';
import { composeContext } from '../../../widgets/composer/composeLink';
import type { ComposerTarget } from '../../../widgets/composer/composerModel';
import { composeCastRequest } from './composeCastRequest';

type Options = ComposeCast.Options<boolean | undefined>;

/** What the app gets back: the cast as posted. */
function composedCast(cast: Cast, channelKey: string | undefined): ComposeCast.ComposeCastInnerResult {
  const embeds = [...cast.embeds.images, ...cast.embeds.urls].slice(0, 2) as [] | [string] | [string, string];
  return {
    hash: cast.hash,
    text: cast.text,
    embeds,
    ...(cast.parentHash && { parent: { type: 'cast' as const, hash: cast.parentHash } }),
    ...(channelKey && { channelKey }),
  };
}

/** Castline's own composer, prefilled by the app; the app learns only what was posted, or that nothing was. */
export default function ComposePanel({ appName, options, onDone }: { appName: string; options: Options; onDone(cast: ComposeCast.ComposeCastInnerResult | null): void }) {
  const { text, embeds, parentHash, channelKey } = composeCastRequest(options);
  const parent = useCast(parentHash ?? null);
  const channelName = useChannelDisplayName(channelKey ?? null);
  const link = { ...(parentHash && { parentCastHash: parentHash }), ...(channelKey && { channelKey }) };
  const target: ComposerTarget = {
    ...(parent.data && { parent: castRefOf(parent.data) }),
    ...(channelKey && { channelUrl: channelUrl(channelKey) }),
  };
  const label = `Cast from ${appName}`;
  return (
    <div className="absolute inset-0 flex flex-col overflow-auto bg-white dark:bg-zinc-900">
      <div className="flex items-center justify-between gap-2 px-4 pt-3">
        <h3 className="text-base font-bold">{label}</h3>
        <button type="button" className="btn btn-quiet px-3 py-1" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
      {channelName && <p className="px-4 text-sm text-zinc-600 dark:text-zinc-400">In {channelName}</p>}
      {parentHash && parent.isPending ? (
        <p role="status" className="p-4 text-sm">
          Loading the cast to reply to…
        </p>
      ) : (
        <Composer
          key={composeContext(link)}
          context={composeContext(link)}
          target={target}
          parentCast={parent.data ?? undefined}
          allowChannelPick={!parentHash && !channelKey}
          label={label}
          seed={{ text, embeds }}
          autoFocus
          writtenBy={appName}
          onPosted={(cast) => onDone(composedCast(cast, channelKey))}
        />
      )}
    </div>
  );
}
