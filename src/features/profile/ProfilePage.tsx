import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchProfile } from '../../queries/screenPrefetch';
import { useReadContext } from '../../queries/useReadContext';
import { useUser } from '../../queries/useUser';
import { useUserByUsername } from '../../queries/useUserByUsername';
import { LoadError } from '../../components/ListStates';
import { NotFound } from '../../components/NotFound';
import { ProfileSkeleton } from './ProfileSkeleton';
import type { ProfileSection } from './ProfileHeader';
import { ProfileScreen } from './ProfileScreen';
import type { Fid } from '../../api/model';
import { profileRefOf } from './profileRef';

/** `/u/:fid`, `/u/:fid/following`, `/u/:fid/followers`, where `:fid` may be a username, as in Farcaster's links. */
export function ProfilePage({ section }: { section: ProfileSection }) {
  const ref = profileRefOf(decodeURIComponent(useParams().fid ?? ''));
  if (ref === null) return <NotFound what="This address does not name an account." />;
  return 'fid' in ref ? <ProfileByFid fid={ref.fid} section={section} /> : <ProfileByUsername username={ref.username} section={section} />;
}

function ProfileByFid({ fid, section }: { fid: Fid; section: ProfileSection }) {
  const query = useUser(fid, { asProfile: true });
  const ctx = useReadContext();
  const client = useQueryClient();
  useEffect(() => {
    prefetchProfile(client, ctx, fid, section === 'casts');
  }, [client, ctx, fid, section]);
  if (query.isPending) return <ProfileSkeleton />;
  // The profile is read again each time it is shown: a read that fails keeps the one read before.
  if (query.data) return <ProfileScreen user={query.data} section={section} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <NotFound what={`No account has FID ${fid}.`} />;
}

/** `/@:username`: the same profile, found by username. */
export function UsernamePage() {
  const handle = useParams().handle ?? '';
  if (!handle.startsWith('@') || handle.length < 2) return <NotFound what="There is no page at this address." />;
  return <ProfileByUsername username={handle.slice(1)} section="casts" />;
}

function ProfileByUsername({ username, section }: { username: string; section: ProfileSection }) {
  const query = useUserByUsername(username);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <NotFound what={`No account is called @${username}.`} />;
  return <ProfileScreen user={query.data} section={section} />;
}

/** Route components, one per section, so the router can load the profile screens on demand. */
export const ProfileCastsRoute = () => <ProfilePage key="casts" section="casts" />;
export const ProfileFollowingRoute = () => <ProfilePage key="following" section="following" />;
export const ProfileFollowersRoute = () => <ProfilePage key="followers" section="followers" />;
