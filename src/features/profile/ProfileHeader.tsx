import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { shownName } from '../../components/userText';
import { L2Badge } from '../../components/Badge';
import { followersPath, followingPath, profilePath } from '../../app/routePaths';
import { RelationBadges } from '../../widgets/users/RelationBadges';
import { FollowButton } from '../../widgets/actions/FollowButton';
import { CopyAddress } from './CopyAddress';
import { displayName, handle, isAddressName } from '../../components/userName';
import { ProfileBio } from './ProfileBio';
import { ProfileModeration } from '../../widgets/mutes/ProfileModeration';
import { dateFormat, formatCount } from '../../components/formats';

export type ProfileSection = 'casts' | 'following' | 'followers';

const tabs = [
  ['casts', 'Casts', profilePath],
  ['following', 'Following', followingPath],
  ['followers', 'Followers', followersPath],
] as const;

const tabClass = (isActive: boolean) =>
  `flex-1 border-b-2 px-3 py-3 text-center text-sm font-semibold ${isActive ? 'border-violet-700 text-zinc-900 dark:border-violet-400 dark:text-zinc-100' : 'border-transparent text-zinc-600 hover:bg-zinc-50 dark:text-zinc-400 dark:hover:bg-zinc-900'}`;

function joined(registeredAt: number): string {
  return dateFormat(undefined, { month: 'long', year: 'numeric' }).format(registeredAt);
}

export function ProfileHeader({ user, section }: { user: User; section: ProfileSection }) {
  const name = displayName(user);
  const at = handle(user);
  return (
    <header className="border-b border-zinc-200 dark:border-zinc-800">
      <div className="px-4 pt-5">
        <div className="flex items-start gap-4">
          <Avatar url={user.pfpUrl} seed={user.fid} size="lg" priority />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-bold" title={name}>
              <bdi>{shownName(name)}</bdi>
            </h1>
            {at && (
              <p className="truncate text-zinc-600 dark:text-zinc-400" title={at}>
                <bdi>{shownName(at)}</bdi>
              </p>
            )}
            <div className="mt-1 flex flex-wrap gap-1.5">
              {user.external && <L2Badge what="account" />}
              <RelationBadges user={user} />
            </div>
          </div>
          <div className="flex shrink-0 items-start gap-2">
            <FollowButton user={user} />
            <ProfileModeration user={user} />
          </div>
        </div>
        <ProfileBio user={user} />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={followingPath(user.fid)} className="hover:underline">
            <strong>{formatCount(user.followingCount)}</strong> following
          </Link>
          <Link to={followersPath(user.fid)} className="hover:underline">
            <strong>{formatCount(user.followerCount)}</strong> {user.followerCount === 1 ? 'follower' : 'followers'}
          </Link>
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
          {user.registeredAt !== null && (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">Joined</dt>
              <dd>
                <time dateTime={new Date(user.registeredAt).toISOString()}>{joined(user.registeredAt)}</time>
              </dd>
            </>
          )}
          {isAddressName(user.fid) ? (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">Wallet account (L2)</dt>
              <dd>
                <CopyAddress address={user.fid} what="wallet address" />
              </dd>
            </>
          ) : (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">FID</dt>
              <dd>{user.fid}</dd>
            </>
          )}
          {user.custodyAddress && (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">Custody</dt>
              <dd>
                <CopyAddress address={user.custodyAddress} what="custody address" />
              </dd>
            </>
          )}
        </dl>
      </div>
      <nav aria-label="Profile sections" className="mt-3">
        <ul className="flex">
          {tabs.map(([tab, label, path]) => (
            <li key={tab} className="flex flex-1">
              <Link to={path(user.fid)} aria-current={tab === section ? 'page' : undefined} className={tabClass(tab === section)}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
