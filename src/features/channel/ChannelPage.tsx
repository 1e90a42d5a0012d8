import { useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LiveCastFeed } from '../feed/LiveCastFeed';
import { FeedComposer } from '../composer/FeedComposerGate';
import { channelUrl, findChannel } from './channels';

/** `/channel/:key`: casts whose parent URL is the channel. */
export function ChannelPage() {
  const channel = findChannel(useParams().key);
  useDocumentTitle(channel ? `/${channel.key}` : 'Unknown channel');
  if (!channel) return <NotFound what="Castline does not know this channel." />;
  return (
    <div>
      <header className="border-b border-zinc-200 px-4 py-4 dark:border-zinc-800">
        <h1 className="text-2xl font-bold">/{channel.key}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {channel.name} · <span className="break-all">{channelUrl(channel.key)}</span>
        </p>
      </header>
      <FeedComposer channelKey={channel.key} />
      <LiveCastFeed key={channel.key} feed={{ parentChain: channelUrl(channel.key) }} label={`Casts in /${channel.key}`} empty="No casts in this channel yet." />
    </div>
  );
}
