import { useState } from 'react';
import type { User } from '../../api/model';
import { useSession } from '../../services/useSession';
import { displayName, handle } from '../../components/userName';
import { addPerson, removePerson } from './muteList';
import { useBlock } from './useBlock';
import { useMutes } from './useMutes';

/** Mute (kept in this browser) and block (published) for someone else's profile. */
export function ProfileModeration({ user }: { user: User }) {
  const viewer = useSession().identity?.fid;
  const { list, change } = useMutes();
  const block = useBlock();
  const [problem, setProblem] = useState<string | null>(null);
  if (!viewer || viewer === user.fid) return null;
  const muted = list.users.some((p) => p.fid === user.fid);
  const blocked = list.blocked.some((p) => p.fid === user.fid);
  const name = handle(user) ?? displayName(user);

  const toggleMute = () =>
    change((l) => ({ ...l, users: muted ? removePerson(l.users, user.fid) : addPerson(l.users, { fid: user.fid, name }) }));
  const toggleBlock = async () => {
    setProblem(null);
    const failed = await block({ fid: user.fid, name, external: user.external }, !blocked);
    if (failed) setProblem(`${blocked ? 'Unblocking' : 'Blocking'} did not go through. ${failed}`);
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-quiet px-3 py-1 text-sm" aria-pressed={muted} onClick={toggleMute}>
        {muted ? `Unmute ${name}` : `Mute ${name}`}
      </button>
      <button type="button" className="btn btn-quiet px-3 py-1 text-sm" aria-pressed={blocked} onClick={() => void toggleBlock()}>
        {blocked ? `Unblock ${name}` : `Block ${name}`}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
