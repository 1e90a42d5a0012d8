import { useIsMutating } from '@tanstack/react-query';
import type { Channel } from '../../api/channelModel';
import { FollowToggle } from '../../components/FollowToggle';
import { describeError } from '../../errors/describeError';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { useChannelFollow } from '../../writes/useChannelFollow';
import { writeKeys } from '../../writes/writeKeys';

const SIZES = { regular: '', small: 'px-3 py-1 text-xs' } as const;

/**
 * Follow or leave a channel (signed in only); its counts and the list of followed channels change at once
 * and go back if the gateway refuses. The channel's id is part of the button's name, so a list of them
 * reads "Follow /art", "Follow /dev".
 */
export function ChannelFollowButton({ channel, size = 'regular' }: { channel: Channel; size?: keyof typeof SIZES }) {
  const viewer = useSession().identity?.fid;
  const { gateway } = useServices();
  const follow = useChannelFollow();
  // Drawn again as any channel follow starts and ends: where this browser keeps the follows (a record that
  // does not say), the state is read from it.
  useIsMutating({ mutationKey: writeKeys.kind('channel-follow') });
  if (!viewer) return null;
  const following = channel.viewerFollowing ?? gateway.followsChannelHere(viewer, channel.key);
  const tried = follow.variables;
  const problem = follow.error && tried ? `${tried.on ? 'Following' : 'Leaving'} /${tried.channel.key} did not go through. ${describeError(follow.error)}` : null;
  return <FollowToggle following={following} onPress={() => follow.start({ channel, on: !following })} problem={problem} hiddenName={`/${channel.key}`} className={SIZES[size]} />;
}
