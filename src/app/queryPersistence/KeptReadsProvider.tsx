import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { accountKey } from '../../auth/handover';
import { useServices } from '../../services/services';
import { useAccounts } from '../../services/useAccounts';
import { useSession } from '../../services/useSession';
import { viewerKeyOf } from '../../queries/useReadContext';
import { keepQueries, keptQueriesKey, keptToForget, restoreQueries } from './keptQueries';

/** The IndexedDB database and store the reads are kept in (docs/security.md names them). */
const KEPT_READS_DB = 'castline-kept-reads';
/** Writes are gathered briefly: a page of casts arriving with its users is written once. */
const KEEP_AFTER_MS = 250;

let store: ReturnType<typeof createStore> | null = null;
const keptReads = () => (store ??= createStore(KEPT_READS_DB, 'reads'));

// One change at a time, in order: a record written late must not come back after its account's sign-out.
let changes: Promise<unknown> = Promise.resolve();
const inTurn = (change: () => Promise<unknown>) => {
  // IndexedDB can refuse (private browsing, a full disk): the reads go to the network as on a first visit.
  changes = changes.then(change).catch(() => undefined);
  return changes;
};

/**
 * Shows a returning person their kept reads at once: until the kept reads of the account the page opens
 * as (or of a signed-out visitor) are in the cache, screens send no read of their own, and each read put
 * back is asked for again as it is shown. Keeps the current viewer's reads soon after each change and as the page is
 * left, and forgets an account's when it signs out here (a session that ran out, or a switch to another
 * account, keeps them). The service worker's kept answers follow the same rule (useForgetReadsOnSignOut).
 */
export function KeptReadsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { settings } = useServices();
  const session = useSession();
  const account = session.identity ? accountKey(session.identity) : null;
  const viewer = viewerKeyOf(session);
  const key = keptQueriesKey(settings.url, account);
  const [restored, setRestored] = useState<string | null>(null);
  // The accounts signed in here; one that leaves the list has signed out.
  const listed = useAccounts()
    .accounts.map((one) => accountKey(one.identity))
    .join('\n');
  const held = useMemo(() => (listed === '' ? [] : listed.split('\n')), [listed]);
  const previouslyHeld = useRef(held);

  useEffect(() => {
    let current = true;
    void inTurn(async () => {
      const kept = await get(key, keptReads());
      if (current) restoreQueries(client, kept, Date.now());
    }).finally(() => current && setRestored(key));
    return () => {
      current = false;
    };
  }, [client, key]);

  const keeping = restored === key;
  // An account is kept for only while it is signed in here: nothing is written after its sign-out.
  const keptFor = account === null || held.includes(account);
  useEffect(() => {
    if (!keeping || !keptFor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepNow = () => {
      clearTimeout(timer);
      timer = undefined;
      const kept = keepQueries(client, viewer, Date.now());
      if (kept.state.queries.length > 0) void inTurn(() => set(key, kept, keptReads()));
    };
    const keepSoon = () => {
      timer ??= setTimeout(keepNow, KEEP_AFTER_MS);
    };
    // What was read before keeping began (a sign-in's first reads can come before its account is listed) is kept too.
    keepSoon();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[1] === viewer) keepSoon();
    });
    // A reload right after a write finds the write kept, and so does a sign-in right after a read.
    const keepPending = () => {
      if (timer !== undefined) keepNow();
    };
    addEventListener('pagehide', keepPending);
    return () => {
      removeEventListener('pagehide', keepPending);
      unsubscribe();
      keepPending();
    };
  }, [client, key, viewer, keeping, keptFor]);

  useEffect(() => {
    const before = previouslyHeld.current;
    previouslyHeld.current = held;
    const gone = before.filter((one) => !held.includes(one));
    if (gone.length === 0 || session.expired) return;
    void inTurn(async () => {
      const kept = await keys(keptReads());
      await Promise.all(keptToForget(kept.map(String), gone).map((name) => del(name, keptReads())));
    });
  }, [held, session.expired]);

  // Only the first restore holds the screens' reads back. Holding them again at a sign-in or a switch
  // would stop and restart every screen's queries, and each would read again what it had just read;
  // there, the kept reads arrive beside the first answers, and the newer of the two stays.
  return <IsRestoringProvider value={restored === null}>{children}</IsRestoringProvider>;
}
