import type { Fid } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { displayName, identityName } from '../../components/userName';
import { useUser } from '../../queries/useUser';

/** What an account of this browser is called: its profile's name once known, else its short address or FID. */
function useAccountProfile(fid: Fid) {
  const { data: user } = useUser(fid);
  const name = user ? displayName(user) : identityName(fid);
  return { name, pictureUrl: user?.pfpUrl ?? null, named: name !== identityName(fid) };
}

/**
 * The name of one of the accounts held here. A named account also carries its short address for
 * screen readers and for `withAddress` sighted readers too, so two accounts never read the same.
 */
export function AccountName({ fid, withAddress = false, className }: { fid: Fid; withAddress?: boolean; className?: string }) {
  const { name, named } = useAccountProfile(fid);
  return (
    <>
      <span className={className}>{name}</span>
      {named && <span className={withAddress ? 'text-xs font-normal' : 'sr-only'}> ({identityName(fid)})</span>}
    </>
  );
}

/** The account's profile picture, or the picture generated from its FID. */
export function AccountAvatar({ fid }: { fid: Fid }) {
  return <Avatar url={useAccountProfile(fid).pictureUrl} seed={fid} size="sm" />;
}
