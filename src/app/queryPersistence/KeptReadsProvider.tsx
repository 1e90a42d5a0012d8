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
/** Writes are gathered: a page of casts arriving row by row is written once. */
const KEEP_AFTER_MS = 1_000;

let store: ReturnType<typeof createStore> | null = null;
const keptReads = () => (store ??= createStore(KEPT_READS_DB, 'reads'));

/**
 * Shows a returning person their kept reads at once: until this account's (or a signed-out visitor's)
 * kept reads are in the cache, no read is sent, and then each read shown is asked for again and the
 * fresh answer replaces the kept one. Keeps the current viewer's reads as they change, and forgets an
 * account's when it signs out here (a session that ran out, or a switch to another account, keeps them).
 * The same rule as the service worker's kept answers (useForgetReadsOnSignOut).
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
    get(key, keptReads())
      .then((kept) => current && restoreQueries(client, kept, Date.now()))
      .catch(() => {
        // IndexedDB can refuse (private browsing, a full disk): the reads go to the network as on a first visit.
      })
      .finally(() => current && setRestored(key));
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
    const keepSoon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        const kept = keepQueries(client, viewer, Date.now());
        if (kept.state.queries.length > 0) void set(key, kept, keptReads()).catch(() => undefined);
      }, KEEP_AFTER_MS);
    };
    // What was read before keeping began (a sign-in's first reads can come before its account is listed) is kept too.
    keepSoon();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[1] === viewer) keepSoon();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, key, viewer, keeping, keptFor]);

  useEffect(() => {
    const before = previouslyHeld.current;
    previouslyHeld.current = held;
    const gone = before.filter((one) => !held.includes(one));
    if (gone.length === 0 || session.expired) return;
    keys(keptReads())
      .then((kept) => Promise.all(keptToForget(kept.map(String), gone).map((name) => del(name, keptReads()))))
      .catch(() => undefined);
  }, [held, session.expired]);

  return <IsRestoringProvider value={!keeping}>{children}</IsRestoringProvider>;
}
