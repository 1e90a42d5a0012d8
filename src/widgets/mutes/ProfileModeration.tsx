import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { editProfilePath } from '../../app/routePaths';
import { useSession } from '../../services/useSession';
import { displayName, handle } from '../../components/userName';
import { addPerson, removePerson } from './muteList';
import { describeError } from '../../errors/describeError';
import { useBlock } from '../../writes/useBlock';
import { useMutes } from './useMutes';

/**
 * Beside Follow on a profile: on one's own, "Edit profile"; on someone else's, a menu with Mute (kept in
 * this browser) and Block, which asks first because a block is published.
 */
export function ProfileModeration({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const { list, change, showBlocked } = useMutes();
  const block = useBlock(showBlocked);
  const menuId = useId();
  const confirmId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!viewer) return null;
  if (viewer === user.fid) {
    return (
      <Link to={editProfilePath()} className="btn btn-quiet">
        Edit profile
      </Link>
    );
  }
  const muted = list.users.some((p) => p.fid === user.fid);
  const blocked = list.blocked.some((p) => p.fid === user.fid);
  const name = handle(user) ?? displayName(user);

  const toggleMute = () => {
    setOpen(false);
    change((l) => ({ ...l, users: muted ? removePerson(l.users, user.fid) : addPerson(l.users, { fid: user.fid, name }) }));
  };
  const setBlock = (on: boolean) => {
    setOpen(false);
    setConfirming(false);
    block.start({ person: { fid: user.fid, name, external: user.external }, on });
  };
  const problem = block.error && block.variables ? `${block.variables.on ? 'Blocking' : 'Unblocking'} did not go through. ${describeError(block.error)}` : null;

  return (
    <div className="relative flex flex-col items-end gap-1">
      <button
        type="button"
        className="btn btn-quiet px-3"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`More for ${name}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={`More for ${name}`}
          className="absolute right-0 top-full z-20 mt-1 w-56 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <button type="button" className="menu-item font-normal" aria-pressed={muted} onClick={toggleMute}>
            {muted ? `Unmute ${name}` : `Mute ${name}`}
          </button>
          <button type="button" className="menu-item font-normal" aria-pressed={blocked} onClick={() => (blocked ? void setBlock(false) : (setOpen(false), setConfirming(true)))}>
            {blocked ? `Unblock ${name}` : `Block ${name}…`}
          </button>
        </div>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={confirmId}
          onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
          className="absolute right-0 top-full z-20 mt-1 w-72 rounded-xl border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          <p id={confirmId} className="text-sm">
            Block {name}? A block is published: anyone can see it. Their casts and reactions leave your feeds and notifications.
          </p>
          <div className="mt-2 flex justify-end gap-2">
            <button type="button" autoFocus className="btn btn-quiet px-3 py-1 text-sm" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary px-3 py-1 text-sm" onClick={() => void setBlock(true)}>
              Block
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="max-w-xs text-right text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
