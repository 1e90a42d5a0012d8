import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { miniAppCalls } from '../../api/miniApps';
import type { Fid } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { accountAppsQueryOptions } from '../../queries/accountAppsQuery';
import { viewerKeyOf } from '../../queries/useReadContext';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { useAccountAppWrites } from '../../writes/useAccountAppWrites';
import { readAddedApps } from '../../api/addedApps';
import { type AppEntry, mergeApps } from './accountApps';
import { AppChangeNotice } from '../../widgets/miniapp/AppChangeNotice';

/** The Mini Apps the signed-in account added, each with its notifications switch and Remove. */
export function MiniAppsSection() {
  const session = useSession();
  const { identity, token } = session;
  return (
    <section aria-labelledby="miniapps-heading" className="flex flex-col gap-3">
      <h2 id="miniapps-heading" className="text-lg font-semibold">
        Mini Apps
      </h2>
      {identity && token ? <AppList account={identity.fid} token={token} /> : <p className="text-sm">Sign in to see the Mini Apps you added.</p>}
    </section>
  );
}

function AppList({ account, token }: { account: Fid; token: string }) {
  const { gateway } = useServices();
  const session = useSession();
  const calls = useMemo(() => miniAppCalls(gateway.config), [gateway]);
  const kept = useQuery(accountAppsQueryOptions({ gateway, calls, viewer: viewerKeyOf(session), token }));
  const writes = useAccountAppWrites(calls);
  // Read again after each change: Remove also forgets the app in this browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read anew once the gateway's list changes.
  const added = useMemo(() => readAddedApps(localStorage, account), [account, kept.dataUpdatedAt]);
  // The switch shows the person's choice while it is sent, then what the gateway keeps.
  const changing = writes.notifications.isPending ? writes.notifications.variables : null;

  if (kept.isPending) return <p className="text-sm">Loading your apps…</p>;
  const entries = mergeApps(kept.data ?? [], added);
  return (
    <>
      {kept.data === null && <p className="text-sm">Notifications from Mini Apps are not available with this gateway: the apps below are kept in this browser only.</p>}
      {kept.isError && <p className="text-sm">{`Your apps could not be read from the gateway: ${describeError(kept.error)}`}</p>}
      <AppChangeNotice writes={writes} />
      {entries.length === 0 ? (
        <p className="text-sm">You have not added any Mini Apps yet. Open one from a cast and choose to add it.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Your Mini Apps and their notifications">
          {entries.map((entry) => (
            <AppRow
              key={entry.appUrl}
              entry={entry}
              notificationsOn={changing?.entry.webhook?.appUrl === entry.appUrl ? changing.on : entry.notificationsEnabled}
              busy={writes.notifications.isPending || writes.remove.isPending}
              onNotifications={(on) => writes.notifications.mutate({ entry, on })}
              onRemove={() => writes.remove.mutate(entry)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface AppRowProps {
  entry: AppEntry;
  notificationsOn: boolean;
  busy: boolean;
  onNotifications(on: boolean): void;
  onRemove(): void;
}

function AppRow({ entry, notificationsOn, busy, onNotifications, onRemove }: AppRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 p-2 dark:border-zinc-800">
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" width={48} height={32} referrerPolicy="no-referrer" className="aspect-[3/2] w-12 rounded-md bg-zinc-100 object-cover dark:bg-zinc-900" />
      ) : (
        <span aria-hidden="true" className="inline-block h-8 w-12 rounded-md bg-zinc-200 dark:bg-zinc-800" />
      )}
      {/* Wide enough to read the name: on a phone the switch and Remove go to the next line. */}
      <span className="min-w-40 flex-1">
        <span className="block truncate font-semibold">{entry.name}</span>
        <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{entry.appUrl}</span>
      </span>
      {entry.webhook ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            aria-checked={notificationsOn}
            checked={notificationsOn}
            disabled={busy}
            onChange={(event) => onNotifications(event.target.checked)}
            className="h-4 w-4 accent-violet-700"
          />
          Notifications<span className="sr-only"> from {entry.name}</span>
        </label>
      ) : (
        <span className="text-xs text-zinc-600 dark:text-zinc-400">No notifications</span>
      )}
      <button type="button" className="btn btn-quiet" disabled={busy} onClick={onRemove}>
        Remove<span className="sr-only"> {entry.name}</span>
      </button>
    </li>
  );
}
