import type { User } from '../../api/model';
import { useCastFeed } from '../../queries/useCastFeed';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CastFeed } from '../../widgets/feed/CastFeed';
import { FollowList } from '../../widgets/users/FollowList';
import { FeedComposer } from '../../widgets/composer/FeedComposerGate';
import { useSession } from '../../services/useSession';
import { ProfileHeader, type ProfileSection } from './ProfileHeader';
import { displayName, handle } from '../../components/userName';

/** A profile: its header, then its casts or one of its follow lists. */
export function ProfileScreen({ user, section }: { user: User; section: ProfileSection }) {
  const name = displayName(user);
  const at = handle(user);
  useDocumentTitle(section === 'casts' ? (at ? `${name} (${at})` : name) : `${name}: ${section}`);
  return (
    <div>
      <ProfileHeader user={user} section={section} />
      {section === 'casts' ? <ProfileCasts user={user} name={name} /> : <FollowList key={section} fid={user.fid} list={section} ownerName={name} />}
    </div>
  );
}

function ProfileCasts({ user, name }: { user: User; name: string }) {
  const feed = useCastFeed({ fid: user.fid });
  const own = useSession().identity?.fid === user.fid;
  return (
    <>
      {own && <FeedComposer />}
      <CastFeed casts={feed.casts} paging={feed} label={`Casts by ${name}`} empty={`${name} has not cast yet.`} />
    </>
  );
}
