import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChannelDirectory } from '../queries/channelQueries';
import { ChannelFollowButton } from '../widgets/channel/ChannelFollowButton';
import { channelPath, channelsPath } from './routePaths';

const SHOWN = 6;
const row = 'flex min-h-10 items-center justify-between gap-3 rounded-lg px-2';
const link = 'flex min-h-10 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-900';
const quiet = 'text-sm text-zinc-600 dark:text-zinc-400';
const bar = 'h-3 rounded bg-zinc-200 dark:bg-zinc-800';

/** The right-hand column on the widest screens: the gateway's most active channels, each a click from followed. */
export default function SuggestedChannels() {
  const headingId = useId();
  const directory = useChannelDirectory();
  const channels = directory.channels?.slice(0, SHOWN) ?? null;
  let body: ReactNode;
  if (directory.isPending) {
    // As many rows as the list will have, so nothing below moves when it arrives.
    body = (
      <ul aria-hidden="true" className="mt-2 flex animate-pulse flex-col">
        {Array.from({ length: SHOWN }, (_, i) => (
          <li key={i} className={row}>
            <span className={`${bar} w-24`} />
            <span className={`${bar} w-16`} />
          </li>
        ))}
      </ul>
    );
  } else if (directory.isError && !channels?.length) {
    body = <p className={`mt-2 ${quiet}`}>The channels could not be loaded.</p>;
  } else if (channels === null) {
    body = (
      <p className={`mt-2 ${quiet}`}>
        This gateway has no channel directory.{' '}
        <Link to={channelsPath()} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
          Find a channel by name
        </Link>
      </p>
    );
  } else if (channels.length === 0) {
    body = <p className={`mt-2 ${quiet}`}>No channels yet.</p>;
  } else {
    body = (
      <ul aria-labelledby={headingId} className="mt-2 flex flex-col">
        {channels.map((channel) => (
          <li key={channel.key} className="flex items-center gap-2">
            <Link to={channelPath(channel.key)} className={link}>
              <span className="shrink-0 font-semibold">/{channel.key}</span>{' '}
              <span className={`truncate ${quiet}`}>{channel.name}</span>
            </Link>
            <ChannelFollowButton channel={channel} size="small" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-busy={directory.isPending} className="rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 id={headingId} className="text-lg font-bold">
        Active channels
      </h2>
      {body}
    </section>
  );
}
