import { Link } from 'react-router-dom';
import type { Channel } from '../../api/channelModel';
import { channelPath } from '../../app/routePaths';
import { countOf } from '../../components/formats';
import { ChannelFollowButton } from './ChannelFollowButton';

/** The counts a channel shows: followers, and casts where the gateway counts them. */
export function channelCounts(channel: Channel): string {
  const followers = countOf(channel.followerCount, 'follower');
  return channel.castCount === null ? followers : `${followers} · ${countOf(channel.castCount, 'cast')}`;
}

/** Channels as rows: picture, name linking to the channel, description and counts, and a button to follow or leave it. */
export function ChannelList({ channels, label }: { channels: readonly Channel[]; label: string }) {
  return (
    <ul aria-label={label}>
      {channels.map((channel) => (
        <li key={channel.key} className="flex gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          {channel.imageUrl ? <img src={channel.imageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : <div className="size-12 shrink-0 rounded-lg bg-zinc-200 dark:bg-zinc-800" />}
          <div className="min-w-0 flex-1">
            <Link to={channelPath(channel.key)} className="font-semibold hover:underline">
              /{channel.key}
            </Link>{' '}
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{channel.name}</span>
            {channel.description && <p className="text-sm text-zinc-700 dark:text-zinc-300">{channel.description}</p>}
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{channelCounts(channel)}</p>
          </div>
          <ChannelFollowButton channel={channel} />
        </li>
      ))}
    </ul>
  );
}
