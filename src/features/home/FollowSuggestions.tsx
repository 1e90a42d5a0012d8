import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { channelPath } from '../../app/routePaths';
import { ItemErrorBoundary } from '../../components/ItemErrorBoundary';
import { useChannelDirectory } from '../../queries/channelQueries';
import { readKeys } from '../../queries/queryKeys';
import { useReadContext } from '../../queries/useReadContext';
import { useSuggestedUsers } from '../../queries/useSuggestedUsers';
import { FollowButton } from '../../widgets/actions/FollowButton';
import { ChannelFollowButton } from '../../widgets/channel/ChannelFollowButton';
import { UserRow } from '../../widgets/users/UserRow';
import { writeKeys } from '../../writes/writeKeys';

const CHANNELS = 5;
const heading = 'px-4 pt-4 text-lg font-bold';

/**
 * What an empty Following feed offers: the most followed people and the most active channels (one click
 * follows each), and everyone's latest casts one tap away. A gateway without suggestions (the public
 * service) offers what it has.
 */
export function FollowSuggestions() {
  const peopleId = useId();
  const channelsId = useId();
  const people = useSuggestedUsers();
  const channels = useChannelDirectory().channels?.slice(0, CHANNELS) ?? [];
  const { viewer } = useReadContext();
  const client = useQueryClient();
  const followedSome = (people.data?.some((user) => user.viewer?.isFollowing) ?? false) || channels.some((channel) => channel.viewerFollowing);
  // The feed is read again only once the gateway has every follow, or it would come back as empty as before.
  const followsInFlight = useIsMutating({ mutationKey: writeKeys.kind('follow') }) + useIsMutating({ mutationKey: writeKeys.kind('channel-follow') }) > 0;
  return (
    <div data-testid="follow-suggestions">
      <p className="px-4 pt-6 text-zinc-600 dark:text-zinc-400">
        Nothing here yet: the casts of the people and channels you follow show up here. Start with a few, or read{' '}
        <Link to="/?feed=latest" className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
          everyone’s latest casts
        </Link>
        .
      </p>
      {people.data && people.data.length > 0 && (
        <section aria-labelledby={peopleId}>
          <h2 id={peopleId} className={heading}>
            People to follow
          </h2>
          <ul aria-labelledby={peopleId}>
            {people.data.map((user) => (
              <li key={user.fid} className="border-b border-zinc-200 dark:border-zinc-800">
                <ItemErrorBoundary fallback={<p className="px-4 py-3 text-sm">This account could not be shown.</p>}>
                  <UserRow user={user} action={<FollowButton user={user} />} />
                </ItemErrorBoundary>
              </li>
            ))}
          </ul>
        </section>
      )}
      {channels.length > 0 && (
        <section aria-labelledby={channelsId}>
          <h2 id={channelsId} className={heading}>
            Channels to follow
          </h2>
          <ul aria-labelledby={channelsId} className="px-2 pb-4">
            {channels.map((channel) => (
              <li key={channel.key} className="flex items-center gap-3 pr-2">
                <Link to={channelPath(channel.key)} className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-900">
                  <span className="font-semibold">/{channel.key}</span>
                  <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{channel.name}</span>
                </Link>
                <ChannelFollowButton channel={channel} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {followedSome && (
        <p className="px-4 py-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={followsInFlight}
            onClick={() => void client.resetQueries({ queryKey: readKeys.casts(viewer, { following: true }) })}
          >
            Show their casts
          </button>
        </p>
      )}
    </div>
  );
}
