import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { appsPath, bookmarksPath, channelsPath, draftsPath, editProfilePath, mutesPath, outboxPath, scheduledPath } from '../../app/routePaths';
import { useServices } from '../../services/services';
import { needsPostingKey } from '../../auth/farcasterAccount';
import { accountKey } from '../../auth/handover';
import { saveLastAccount } from '../../auth/lastAccount';
import { useAccounts } from '../../services/useAccounts';
import { useSession } from '../../services/useSession';
import { EnablePostingDialog } from '../../widgets/enablePosting/EnablePostingDialog';
import { AccountAvatar, AccountName } from './AccountName';
import { YourKeys } from './YourKeys';

/** Where the menu opens: below the phone's top bar, or beside the side bar (never over its destinations). */
export type MenuPlacement = 'below' | 'beside';
const PLACEMENTS: Record<MenuPlacement, string> = { below: 'right-0 top-full mt-1', beside: 'bottom-0 left-full ml-2' };

/**
 * The account menu: who is signed in, switching to another held account, adding one, signing out;
 * for a Farcaster account, its key to post with ("Your keys"), and "Enable posting" for one signed in
 * with Farcaster that has none yet. `compact` keeps the button to the picture on narrow bars, so the
 * bar never wraps.
 */
export default function AccountMenu({ onAddAccount, compact, placement }: { onAddAccount: () => void; compact: boolean; placement: MenuPlacement }) {
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
    <div ref={rootRef} className="relative">
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
          className={`absolute z-30 flex w-64 flex-col ${PLACEMENTS[placement]} gap-1 rounded-xl border border-zinc-200 bg-white p-2 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900`}
        >
          {identity && (
            <p className="px-2 py-1 text-zinc-600 dark:text-zinc-400">
              Signed in as{' '}
              <strong className="text-zinc-900 dark:text-zinc-100">
                <AccountName fid={identity.fid} withAddress />
              </strong>
            </p>
          )}
          {others.length > 0 && (
            <ul aria-label="Other accounts" className="flex flex-col gap-1">
              {others.map((account) => (
                <li key={accountKey(account.identity)}>
                  <button type="button" className="btn btn-quiet w-full justify-start" onClick={act(() => accounts.switchTo(accountKey(account.identity)))}>
                    <span className="min-w-0 truncate">
                      Switch to <AccountName fid={account.identity.fid} />
                    </span>
                    <span className="text-xs">({account.identity.layer})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {needsPostingKey(state) && (
            <button type="button" className="btn btn-primary w-full justify-start" onClick={act(() => setEnabling(true))}>
              Enable posting
            </button>
          )}
          {identity && (
            <Link to={editProfilePath()} className="btn btn-quiet w-full justify-start" onClick={() => setOpen(false)}>
              Edit profile
            </Link>
          )}
          {/* The lists of one's own, two to a row, so the menu beside the side bar stays clear of its destinations. */}
          <div className="grid grid-cols-2 gap-1">
            {identity && (
              <Link to={bookmarksPath()} className="btn btn-quiet w-full justify-start px-2" onClick={() => setOpen(false)}>
                Bookmarks
              </Link>
            )}
            <Link to={draftsPath()} className="btn btn-quiet w-full justify-start px-2" onClick={() => setOpen(false)}>
              Drafts
            </Link>
            {identity && (
              <Link to={scheduledPath()} className="btn btn-quiet w-full justify-start px-2" aria-label="Scheduled casts" onClick={() => setOpen(false)}>
                Scheduled
              </Link>
            )}
            <Link to={outboxPath()} className="btn btn-quiet w-full justify-start px-2" onClick={() => setOpen(false)}>
              Outbox
            </Link>
          </div>
          <Link to={mutesPath()} className="btn btn-quiet w-full justify-start" onClick={() => setOpen(false)}>
            Mutes and blocks
          </Link>
          {/* Two to a row too, so the menu is no taller for the Outbox. */}
          <div className="grid grid-cols-[auto_1fr] gap-1">
            <Link to={channelsPath()} className="btn btn-quiet w-full justify-start px-2" onClick={() => setOpen(false)}>
              Channels
            </Link>
            <Link to={appsPath()} className="btn btn-quiet w-full justify-start px-2" onClick={() => setOpen(false)}>
              <span className="whitespace-nowrap">Your Mini Apps</span>
            </Link>
          </div>
          <button type="button" className="btn btn-quiet w-full justify-start" onClick={act(onAddAccount)}>
            Add another account
          </button>
          {identity && (
            <button type="button" className="btn btn-quiet w-full justify-start" onClick={act(signOut)}>
              Sign out
            </button>
          )}
          {set.accounts.length > 1 && (
            <button type="button" className="btn btn-quiet w-full justify-start" onClick={act(() => (saveLastAccount(localStorage, null), accounts.signOutAll()))}>
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
