import type { User } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { ListboxOption } from '../../components/ListboxOption';
import { displayName, handle } from '../../components/userName';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The autocomplete's listbox; the text area keeps focus and points at the active option. */
export function MentionList({ id, users, active, onChoose }: { id: string; users: readonly User[]; active: number; onChoose(user: User): void }) {
  return (
    <div id={id} role="listbox" aria-label="People to mention" className="absolute left-0 right-0 z-10 mt-1 max-h-72 overflow-auto rounded-lg border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
      {users.map((user, index) => (
        <ListboxOption key={user.fid} id={optionId(id, index)} active={index === active} onChoose={() => onChoose(user)} className="flex items-center gap-2 px-3 py-2 text-sm">
          <Avatar url={user.pfpUrl} seed={user.fid} size="sm" />
          <span className="font-semibold">{displayName(user)}</span>
          {handle(user) && <span className="text-zinc-600 dark:text-zinc-400">{handle(user)}</span>}
        </ListboxOption>
      ))}
    </div>
  );
}
