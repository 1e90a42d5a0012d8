import { useState } from 'react';
import type { Fid } from '../../api/model';
import { useSession } from '../../services/useSession';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { readAddedApps, removeApp, type AddedApp } from './addedApps';
import { launchMiniApp } from '../../widgets/miniapp/launch';

/** `/apps`: the Mini Apps the signed-in person added, kept in this browser for their account. */
export function AppsPage() {
  useDocumentTitle('Apps');
  const account = useSession().identity?.fid ?? null;
  return (
    <div className="p-4">
      <h1 className="text-xl font-bold">Apps</h1>
      {account ? (
        <AppList key={account} account={account} />
      ) : (
        <p className="mt-2 text-sm">Sign in to see the Mini Apps you added. Apps are added from inside an app, with its “add” action.</p>
      )}
    </div>
  );
}

function AppList({ account }: { account: Fid }) {
  const [apps, setApps] = useState(() => readAddedApps(localStorage, account));
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
          <button type="button" className="btn btn-quiet" onClick={() => setApps(removeApp(localStorage, account, app.url))}>
            Remove<span className="sr-only"> {app.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
