import { describeError } from '../../errors/describeError';
import type { AccountAppWrites } from '../../writes/useAccountAppWrites';
import { untoldWords } from './appChangeWords';

/**
 * Under a list of added apps, for the person's latest change: what failed, in words, or the app's server
 * that was not told of it.
 */
export function AppChangeNotice({ writes }: { writes: Partial<AccountAppWrites> }) {
  const { notifications, remove } = writes;
  const latest = (notifications?.submittedAt ?? 0) >= (remove?.submittedAt ?? 0) ? notifications : remove;
  if (latest?.error) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {describeError(latest.error)}
      </p>
    );
  }
  const untold =
    latest === notifications
      ? notifications?.variables && untoldWords(notifications.variables.entry.name, notifications.variables.on ? 'notifications on' : 'notifications off', notifications.data)
      : remove?.variables && untoldWords(remove.variables.name, 'removed', remove.data);
  return untold ? (
    <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
      {untold}
    </p>
  ) : null;
}
