import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { editProfilePath } from '../../app/routePaths';
import { useSession } from '../../services/useSession';
import { displayName, handle } from '../../components/userName';
import { addPerson, hasPerson, removePerson } from './muteList';
import { describeError } from '../../errors/describeError';
import { useBlock } from '../../writes/useBlock';
import { useMutes } from './useMutes';

const ACTIONS = 'relative ml-auto flex shrink-0 items-start gap-2';
/** What a block did, or why it failed: a line of its own under the profile's top row, which it belongs to. */
const NOTICE = 'order-last basis-full text-sm';

/**
 * A profile's buttons. On one's own, "Edit profile"; on someone else's, `follow` and a menu with Mute
 * (kept in this browser) and Block, which asks first because a block is published. A blocked account
 * shows Unblock instead of `follow`, and a block says what it did. Rendered straight into the profile's
 * top row (its box is `contents`), so its sentences take the row's whole width, not the buttons'.
 */
export function ProfileModeration({ user, follow }: { user: User; follow: ReactNode }) {
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
      <div className={ACTIONS}>
        <Link to={editProfilePath()} className="btn btn-quiet">
          Edit profile
        </Link>
      </div>
    );
  }
  const muted = hasPerson(list.users, user.fid);
  const blocked = hasPerson(list.blocked, user.fid);
  const name = handle(user) ?? displayName(user);

  const toggleMute = () => {
    setOpen(false);
    change((l) => ({ ...l, users: muted ? removePerson(l.users, user.fid) : addPerson(l.users, { fid: user.fid, name }) }));
  };
  const setBlock = (on: boolean) => {
    setOpen(false);
    setConfirming(false);
    block.start({ person: { fid: user.fid, name, external: user.external }, on, following: user.viewer?.isFollowing ?? false });
  };
  const problem = block.error && block.variables ? `${block.variables.on ? 'Blocking' : 'Unblocking'} did not go through. ${describeError(block.error)}` : null;
  const done = block.isSuccess && block.variables ? blockDoneSentence(name, block.variables) : '';

  return (
    <div className="contents">
      <div className={ACTIONS}>
        {blocked ? (
          <button type="button" className="btn btn-quiet" onClick={() => setBlock(false)}>
            Unblock
          </button>
        ) : (
          follow
        )}
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
          <fieldset
            id={menuId}
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
          </fieldset>
        )}
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby={confirmId}
            onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
            className="absolute right-0 top-full z-20 mt-1 w-72 rounded-xl border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
            <p id={confirmId} className="text-sm">
              Block {name}? A block is published: anyone can see it. {user.viewer?.isFollowing ? 'You will stop following them, and their' : 'Their'} casts and
              reactions leave your feeds and notifications.
            </p>
            <div className="mt-2 flex justify-end gap-2">
              {/* biome-ignore lint/a11y/noAutofocus: the question opens at the person's press of Block, on its harmless answer */}
              <button type="button" autoFocus className="btn btn-quiet px-3 py-1 text-sm" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary px-3 py-1 text-sm" onClick={() => void setBlock(true)}>
                Block
              </button>
            </div>
          </div>
        )}
      </div>
      {/* Kept in the page while empty, so what it comes to say is announced; out of the row's layout until then. */}
      <p role="status" className={done ? NOTICE : 'sr-only'}>
        {done}
      </p>
      {problem && (
        <p role="alert" className={`${NOTICE} text-red-700 dark:text-red-400`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** What a block or an unblock that went through did, in the person's words. */
function blockDoneSentence(name: string, { on, following }: { on: boolean; following?: boolean }): string {
  if (!on) return `You unblocked ${name}.`;
  return following ? `You blocked ${name}. You no longer follow them and won't see their casts.` : `You blocked ${name}. You won't see their casts.`;
}
