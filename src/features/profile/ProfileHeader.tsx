import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { shownName } from '../../components/userText';
import { Badge, L2Badge } from '../../components/Badge';
import { followersPath, followingPath, profilePath } from '../../app/routePaths';
import { FollowsYouBadge } from '../../widgets/users/FollowsYouBadge';
import { FollowButton } from '../../widgets/actions/FollowButton';
import { CopyAddress } from './CopyAddress';
import { displayName, handle, isAddressName } from '../../components/userName';
import { ProfileBio } from './ProfileBio';
import { ProfileModeration } from '../../widgets/mutes/ProfileModeration';
import { hasPerson } from '../../widgets/mutes/muteList';
import { useMutes } from '../../widgets/mutes/useMutes';
import { dateFormat, formatCount } from '../../components/formats';
import { webUrl } from '../../components/webUrl';
import { ExternalLink } from '../../widgets/cast/ExternalLink';

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
  const website = webUrl(user.website);
  const blocked = hasPerson(useMutes().list.blocked, user.fid);
  return (
    <header className="border-b border-zinc-200 dark:border-zinc-800">
      <div className="px-4 pt-5">
        {/* On a phone the name has the width of the screen below the picture and buttons, so a long one is read whole. */}
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          <Avatar url={user.pfpUrl} seed={user.fid} size="lg" priority />
          <div className="order-last min-w-0 basis-full sm:order-none sm:basis-0 sm:flex-1">
            <h1 className="line-clamp-2 text-2xl font-bold [overflow-wrap:anywhere]" title={name}>
              <bdi>{shownName(name)}</bdi>
            </h1>
            {at && (
              <p className="truncate text-zinc-600 dark:text-zinc-400" title={at}>
                <bdi>{shownName(at)}</bdi>
              </p>
            )}
            <div className="mt-1 flex flex-wrap gap-1.5">
              {user.external && <L2Badge what="account" />}
              {blocked && <Badge>Blocked</Badge>}
              <FollowsYouBadge user={user} />
            </div>
          </div>
          <ProfileModeration user={user} follow={<FollowButton user={user} />} />
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
          {website && (
            <>
              <dt className="text-zinc-600 dark:text-zinc-400">Website</dt>
              <dd className="min-w-0">
                <ExternalLink href={website.href} ugc />
              </dd>
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
