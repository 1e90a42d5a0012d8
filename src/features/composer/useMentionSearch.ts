import { useEffect, useState } from 'react';
import type { User } from '../../api/model';
import { useServices } from '../../services/services';

/** Typing pauses this long before the gateway is asked: one search per word, not per key. */
export const MENTION_SEARCH_DEBOUNCE_MS = 250;
const RESULTS = 6;

/** Users whose name starts like `query`, asked for once typing pauses; empty while there is no query. */
export function useMentionSearch(query: string | null): User[] {
  const { gateway } = useServices();
  const [found, setFound] = useState<{ query: string; users: User[] } | null>(null);
  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      gateway.searchUsers(query, RESULTS).then(
        (users) => current && setFound({ query, users }),
        () => current && setFound({ query, users: [] }),
      );
    }, MENTION_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [gateway, query]);
  return query && found?.query === query ? found.users : [];
}
