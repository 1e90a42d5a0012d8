import type { Fid } from '../../api/model';
import { handle, identityName } from '../../components/userName';
import { useUser } from '../../queries/useUser';

/** How posting surfaces name the account: `@username` once known, else `FID n`. */
export function useAccountHandle(fid: Fid): string {
  const { data: user } = useUser(fid);
  return (user && handle(user)) ?? identityName(fid);
}

/** Where a person would post from an account that cannot yet: what it needs, and the button that does it. */
export function EnablePostingNotice({ fid, onEnable }: { fid: Fid; onEnable: () => void }) {
  const who = useAccountHandle(fid);
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="enable-posting-notice">
      <span>Enable posting to post as {who}: approve a key for Castline in the Farcaster app.</span>
      <button type="button" className="btn btn-primary px-3 py-1" onClick={onEnable}>
        Enable posting
      </button>
    </span>
  );
}
