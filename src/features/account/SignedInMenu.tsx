import { useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../services/services';
import type { Identity } from '../../auth/session';
import { Avatar } from '../../components/Avatar';
import { shortAddress } from '../../components/shortAddress';

const identityName = (identity: Identity) => (identity.layer === 'L1' ? `FID ${identity.fid}` : shortAddress(identity.fid));

/** The signed-in account as a button, and its menu: switch account (the wallet dialog) or sign out. */
export default function SignedInMenu({ identity, compact, onSwitch }: { identity: Identity; compact: boolean; onSwitch(): void }) {
  const { session } = useServices();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root}>
      <button
        type="button"
        className="flex min-h-11 max-w-full items-center gap-2 rounded-full p-1 pr-2 hover:bg-zinc-100 dark:hover:bg-zinc-900"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar url={null} seed={identity.fid} size="sm" />
        <span data-testid="signed-in-as" className={`min-w-0 items-center gap-1 whitespace-nowrap text-sm ${compact ? 'sr-only' : 'flex'}`}>
          <span className="sr-only">Signed in as </span>
          <span className="truncate font-semibold">{identityName(identity)}</span>
          <span className="rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-zinc-800">{identity.layer}</span>
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className={`absolute z-30 w-56 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 ${compact ? 'right-0 top-full mt-1' : 'bottom-full left-0 mb-1'}`}
      >
        <button
          type="button"
          className="menu-item"
          onClick={() => {
            setOpen(false);
            onSwitch();
          }}
        >
          Switch account
        </button>
        <button
          type="button"
          className="menu-item"
          onClick={() => {
            setOpen(false);
            session.dispatch({ type: 'signed-out' });
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
