import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { appsPath, bookmarksPath, channelsPath, draftsPath, editProfilePath, mutesPath, outboxPath, scheduledPath, yourChannelsPath } from '../../app/routePaths';
import { useServices } from '../../services/services';
import { needsPostingKey } from '../../auth/farcasterAccount';
import { accountKey } from '../../auth/handover';
import { saveLastAccount } from '../../auth/lastAccount';
import { useAccounts } from '../../services/useAccounts';
import { useSession } from '../../services/useSession';
import { EnablePostingDialog } from '../../widgets/enablePosting/EnablePostingDialog';
import { AccountAvatar, AccountName } from './AccountName';
import { YourKeys } from './YourKeys';

/**
 * Where the menu opens: below the phone's top bar, short of its tab bar; or beside the side bar, from its
 * edge (the account corner is the bar's full width), so it covers neither the Cast button nor a destination.
 */
export type MenuPlacement = 'below' | 'beside';
const PLACEMENTS: Record<MenuPlacement, string> = {
  below: 'right-0 top-full mt-1 max-h-[calc(100dvh-9rem)]',
  beside: 'bottom-0 left-full ml-2 max-h-[calc(100dvh-1.5rem)] lg:ml-4',
};
/** Every entry of the menu: one height, the menu's full width, its words at the same place. */
const ITEM = 'menu-item gap-2 font-semibold';

/**
 * The account menu: who is signed in, switching to another held account, adding one, signing out;
 * for a Farcaster account, its key to post with ("Your keys"), and "Enable posting" for one signed in
 * with Farcaster that has none yet. `compact` keeps the button to the picture on narrow bars, so the
 * bar never wraps.
 */
export default function AccountMenu({ onAddAccount, compact, placement }: { onAddAccount: (from: string | null) => void; compact: boolean; placement: MenuPlacement }) {
  const { accounts } = useServices();
  const state = useSession();
  const { identity } = state;
  const set = useAccounts();
  const [open, setOpen] = useState(false);
  const [enabling, setEnabling] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const others = set.accounts.filter((a) => accountKey(a.identity) !== set.active);
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const signOut = () => {
    // Signing out on purpose: this browser stops offering "Continue as …" for the account.
    if (others.length === 0) saveLastAccount(localStorage, null);
    accounts.signOut();
  };

  return (
    // Not positioned itself: the menu opens from the account corner as a whole (AccountControls).
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 max-w-full items-center gap-2 rounded-full p-1 pr-2 hover:bg-zinc-100 dark:hover:bg-zinc-900"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {identity ? (
          <>
            <AccountAvatar fid={identity.fid} />
            <span className="sr-only">Account: </span>
            <span data-testid="signed-in-as" className={`min-w-0 items-center gap-1 whitespace-nowrap text-sm ${compact ? 'sr-only' : 'flex'}`}>
              <span className="sr-only">Signed in as </span>
              <AccountName fid={identity.fid} className="truncate font-semibold" />
              <span className="rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-zinc-800">{identity.layer}</span>
            </span>
          </>
        ) : (
          <span className="px-2 text-sm font-semibold">Accounts</span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute z-30 flex w-64 flex-col overflow-y-auto ${PLACEMENTS[placement]} rounded-xl border border-zinc-200 bg-white p-2 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900`}
        >
          {identity && (
            <p className="px-3 py-2 text-zinc-600 dark:text-zinc-400">
              Signed in as{' '}
              <strong className="text-zinc-900 dark:text-zinc-100">
                <AccountName fid={identity.fid} withAddress />
              </strong>
            </p>
          )}
          {others.length > 0 && (
            <ul aria-label="Other accounts" className="flex flex-col">
              {others.map((account) => (
                <li key={accountKey(account.identity)}>
                  <button type="button" className={ITEM} onClick={act(() => accounts.switchTo(accountKey(account.identity)))}>
                    <span className="min-w-0 truncate">
                      Switch to <AccountName fid={account.identity.fid} />
                    </span>
                    <span className="text-xs font-normal">({account.identity.layer})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {needsPostingKey(state) && (
            <button type="button" className={`${ITEM} text-violet-800 dark:text-violet-300`} onClick={act(() => setEnabling(true))}>
              Enable posting
            </button>
          )}
          <hr className="my-1 border-zinc-200 dark:border-zinc-700" />
          {identity && (
            <Link to={editProfilePath()} className={ITEM} onClick={() => setOpen(false)}>
              Edit profile
            </Link>
          )}
          {identity && (
            <Link to={bookmarksPath()} className={ITEM} onClick={() => setOpen(false)}>
              Bookmarks
            </Link>
          )}
          <Link to={draftsPath()} className={ITEM} onClick={() => setOpen(false)}>
            Drafts
          </Link>
          {identity && (
            <Link to={scheduledPath()} className={ITEM} onClick={() => setOpen(false)}>
              Scheduled casts
            </Link>
          )}
          <Link to={outboxPath()} className={ITEM} onClick={() => setOpen(false)}>
            Outbox
          </Link>
          <Link to={mutesPath()} className={ITEM} onClick={() => setOpen(false)}>
            Mutes and blocks
          </Link>
          <Link to={channelsPath()} className={ITEM} onClick={() => setOpen(false)}>
            Channels
          </Link>
          {identity && (
            <Link to={yourChannelsPath()} className={ITEM} onClick={() => setOpen(false)}>
              Your channels
            </Link>
          )}
          <Link to={appsPath()} className={ITEM} onClick={() => setOpen(false)}>
            Your Mini Apps
          </Link>
          <hr className="my-1 border-zinc-200 dark:border-zinc-700" />
          <button type="button" className={ITEM} onClick={act(() => onAddAccount(set.active))}>
            Add another account
          </button>
          {identity && (
            <button type="button" className={ITEM} onClick={act(signOut)}>
              Sign out
            </button>
          )}
          {set.accounts.length > 1 && (
            <button type="button" className={ITEM} onClick={act(() => (saveLastAccount(localStorage, null), accounts.signOutAll()))}>
              Sign out of all accounts
            </button>
          )}
          {identity?.layer === 'L1' && <YourKeys />}
        </div>
      )}
      {enabling && identity && <EnablePostingDialog fid={identity.fid} onClose={() => setEnabling(false)} />}
    </div>
  );
}
