import type { User } from '../../api/model';
import { FollowToggle } from '../../components/FollowToggle';
import { useSession } from '../../services/useSession';
import { describeError } from '../../errors/describeError';
import { useFollow } from '../../writes/useFollow';

/** Follow or unfollow a profile; the counts change at once and go back if the gateway refuses. */
export function FollowButton({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const follow = useFollow();
  if (!viewer || viewer === user.fid) return null;
  const following = user.viewer?.isFollowing ?? false;
  const problem = follow.error && follow.variables ? `${follow.variables.on ? 'Following' : 'Unfollowing'} did not go through. ${describeError(follow.error)}` : null;

  return <FollowToggle following={following} onPress={() => follow.start({ user, on: !following })} problem={problem} />;
}
