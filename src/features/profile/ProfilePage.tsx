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
import { parseFid } from '../../api/ids';

/** `/u/:fid`, `/u/:fid/following`, `/u/:fid/followers`. */
export function ProfilePage({ section }: { section: ProfileSection }) {
  const fid = parseFid(decodeURIComponent(useParams().fid ?? ''));
  const query = useUser(fid, { asProfile: true });
  const ctx = useReadContext();
  const client = useQueryClient();
  useEffect(() => {
    if (fid !== null) prefetchProfile(client, ctx, fid, section === 'casts');
  }, [client, ctx, fid, section]);
  if (fid === null) return <NotFound what="This address does not name an account." />;
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <NotFound what={`No account has FID ${fid}.`} />;
  return <ProfileScreen user={query.data} section={section} />;
}

/** `/@:username`: the same profile, found by username. */
export function UsernamePage() {
  const handle = useParams().handle ?? '';
  if (!handle.startsWith('@') || handle.length < 2) return <NotFound what="There is no page at this address." />;
  return <ProfileByUsername username={handle.slice(1)} />;
}

function ProfileByUsername({ username }: { username: string }) {
  const query = useUserByUsername(username);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <NotFound what={`No account is called @${username}.`} />;
  return <ProfileScreen user={query.data} section="casts" />;
}

/** Route components, one per section, so the router can load the profile screens on demand. */
export const ProfileCastsRoute = () => <ProfilePage key="casts" section="casts" />;
export const ProfileFollowingRoute = () => <ProfilePage key="following" section="following" />;
export const ProfileFollowersRoute = () => <ProfilePage key="followers" section="followers" />;
