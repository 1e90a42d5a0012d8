import type { User } from '../../api/model';
import { Badge } from '../../components/Badge';

/**
 * "Follows you", when the gateway answered for a signed-in viewer. Whether the viewer follows them is
 * for the Follow or Unfollow button beside it to say.
 */
export function FollowsYouBadge({ user }: { user: User }) {
  return user.viewer?.isFollowedBy ? <Badge>Follows you</Badge> : null;
}
