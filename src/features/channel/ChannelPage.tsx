import { useParams } from 'react-router-dom';
import type { Channel } from '../../api/channelModel';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useChannel } from '../../queries/channelQueries';
import { useMarkChannelSeen } from '../../queries/useMarkChannelSeen';
import { ChannelFollowButton } from '../../widgets/channel/ChannelFollowButton';
import { LiveCastFeed } from '../../widgets/feed/LiveCastFeed';
import { FeedComposer } from '../../widgets/composer/FeedComposerGate';
import { channelCounts } from '../../widgets/channel/ChannelList';
import { parseChannelKey } from '../../api/ids';
import { channelUrl } from '../../widgets/channel/channelKey';
import { NotFound } from '../../components/NotFound';

/**
 * `/channel/:key`: the channel's record and a button to follow it, then casts whose parent URL is the
 * channel. Opening a channel the person follows tells the gateway they have seen what is new in it.
 */
export function ChannelPage() {
  const asked = useParams().key ?? '';
  const key = parseChannelKey(asked);
  // Exactly a channel name (any case): " bad " is not the channel "bad".
  if (key === null || key !== asked.toLowerCase()) return <NotFound what="This is not a channel name: channel names are lowercase letters, digits and dashes." />;
  return <ChannelScreen channelKey={key} />;
}

function ChannelScreen({ channelKey: key }: { channelKey: string }) {
  useDocumentTitle(`/${key}`);
  const { data: channel, isPending } = useChannel(key);
  useMarkChannelSeen(key, channel?.viewerFollowing === true);
  return (
    <div>
      <header className="flex gap-4 border-b border-zinc-200 px-4 py-4 dark:border-zinc-800">
        {channel?.imageUrl && <img src={channel.imageUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" />}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">/{key}</h1>
          <ChannelAbout channel={channel} isPending={isPending} url={channelUrl(key)} />
        </div>
        {channel && <ChannelFollowButton channel={channel} />}
      </header>
      <FeedComposer channelKey={key} />
      <LiveCastFeed key={key} feed={{ parentChain: channel?.parentUrl ?? channelUrl(key) }} label={`Casts in /${key}`} empty="No casts in this channel yet." />
    </div>
  );
}

function ChannelAbout({ channel, isPending, url }: { channel: Channel | null | undefined; isPending: boolean; url: string }) {
  if (isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the channel…</p>;
  if (!channel) return <p className="[overflow-wrap:anywhere] text-sm text-zinc-600 dark:text-zinc-400">This gateway has no record of this channel; these are casts posted to {url}.</p>;
  return (
    <>
      <p className="font-semibold">{channel.name}</p>
      {channel.description && <p className="text-sm text-zinc-700 dark:text-zinc-300">{channel.description}</p>}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{channelCounts(channel)}</p>
    </>
  );
}
