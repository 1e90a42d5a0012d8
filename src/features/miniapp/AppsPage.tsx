import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { miniAppCalls } from '../../api/miniApps';
import type { Fid } from '../../api/model';
import { accountAppsQueryOptions } from '../../queries/accountAppsQuery';
import { viewerKeyOf } from '../../queries/useReadContext';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { readAddedApps, type AddedApp } from '../../api/addedApps';
import { launchMiniApp } from '../../widgets/miniapp/launch';
import { useAccountAppWrites } from '../../writes/useAccountAppWrites';
import { AppChangeNotice } from '../../widgets/miniapp/AppChangeNotice';

/** `/apps`: the Mini Apps the signed-in person added, kept in this browser for their account. */
export function AppsPage() {
  useDocumentTitle('Apps');
  const { identity, token } = useSession();
  const account = identity?.fid ?? null;
  return (
    <div className="p-4">
      <h1 className="text-xl font-bold">Apps</h1>
      {account && token ? (
        <AppList key={account} account={account} token={token} />
      ) : (
        <p className="mt-2 text-sm">Sign in to see the Mini Apps you added. Apps are added from inside an app, with its “add” action.</p>
      )}
    </div>
  );
}

function AppList({ account, token }: { account: Fid; token: string }) {
  const { gateway } = useServices();
  const session = useSession();
  const calls = useMemo(() => miniAppCalls(gateway.config), [gateway]);
  const [apps, setApps] = useState(() => readAddedApps(localStorage, account));
  // Remove is the same act as in Settings: an app the gateway keeps for the account is told (`miniapp_removed`).
  const kept = useQuery(accountAppsQueryOptions({ gateway, calls, viewer: viewerKeyOf(session), token }));
  const { remove } = useAccountAppWrites(calls);
  const removeFrom = (app: AddedApp) => {
    const origin = new URL(app.url).origin;
    const known = kept.data?.find((k) => k.appUrl === origin);
    const webhook = known ? { appUrl: known.appUrl, webhookUrl: known.webhookUrl } : null;
    remove.mutate({ name: app.name, webhook, addedHere: app.url }, { onSettled: () => setApps(readAddedApps(localStorage, account)) });
  };
  if (apps.length === 0) {
    return <p className="mt-2 text-sm">You have not added any Mini Apps yet. Open one from a cast and choose to add it.</p>;
  }
  const open = (app: AddedApp) =>
    launchMiniApp({
      name: app.name,
      url: app.url,
      splashImageUrl: app.splashImageUrl,
      splashBackgroundColor: app.splashBackgroundColor,
      imageUrl: app.imageUrl,
      from: { type: 'launcher' },
    });
  return (
    <>
      <div className="mt-2">
        <AppChangeNotice writes={{ remove }} />
      </div>
    <ul className="mt-3 flex flex-col gap-2" aria-label="Your Mini Apps">
      {apps.map((app) => (
        <li key={app.url} className="flex items-center gap-3 rounded-xl border border-zinc-200 p-2 dark:border-zinc-800">
          {app.imageUrl ? (
            <img src={app.imageUrl} alt="" width={72} height={48} referrerPolicy="no-referrer" className="aspect-[3/2] w-18 rounded-lg bg-zinc-100 object-cover dark:bg-zinc-900" />
          ) : (
            <span aria-hidden="true" className="inline-block h-12 w-18 rounded-lg bg-zinc-200 dark:bg-zinc-800" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{app.name}</span>
            <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{new URL(app.url).origin}</span>
          </span>
          <button type="button" className="btn btn-primary" onClick={() => open(app)}>
            Open<span className="sr-only"> {app.name}</span>
          </button>
          <button type="button" className="btn btn-quiet" disabled={remove.isPending || kept.isPending} onClick={() => removeFrom(app)}>
            Remove<span className="sr-only"> {app.name}</span>
          </button>
        </li>
      ))}
    </ul>
    </>
  );
}
