import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ChannelPicker } from '../channel/ChannelPicker';
import { channelUrl, findChannel } from '../channel/channels';
import { LiveCastFeed } from '../feed/LiveCastFeed';
import { FeedComposer } from '../composer/FeedComposer';
import { channelPath } from '../../app/routePaths';

/** The latest casts of everyone, or of one channel (`?channel=dev`). */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const channel = findChannel(params.get('channel'));
  useDocumentTitle(channel ? `Latest in /${channel.key}` : 'Latest casts');
  const choose = (key: string) => setParams(key ? { channel: key } : {}, { replace: true });
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <h1 className="text-xl font-bold">{channel ? `Latest in /${channel.key}` : 'Latest casts'}</h1>
        <ChannelPicker value={channel?.key ?? ''} onChange={choose} />
      </div>
      {channel && (
        <p className="border-b border-zinc-200 px-4 py-2 text-sm dark:border-zinc-800">
          <Link to={channelPath(channel.key)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
            Open the /{channel.key} channel page
          </Link>
        </p>
      )}
      <FeedComposer channelKey={channel?.key} />
      <LiveCastFeed
        key={channel?.key ?? 'all'}
        feed={channel ? { parentChain: channelUrl(channel.key) } : {}}
        label={channel ? `Latest casts in /${channel.key}` : 'Latest casts'}
        empty="No casts yet."
      />
    </div>
  );
}
