import type { User } from '../../api/model';
import { Badge } from '../../components/Badge';

/** "Follows you" and "Following", when the gateway answered for a signed-in viewer. */
export function RelationBadges({ user }: { user: User }) {
  if (!user.viewer) return null;
  return (
    <>
      {user.viewer.isFollowedBy && <Badge>Follows you</Badge>}
      {user.viewer.isFollowing && <Badge tone="accent">Following</Badge>}
    </>
  );
}
