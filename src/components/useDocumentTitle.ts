import { useEffect } from 'react';

/** Names the tab after the screen, so history and bookmarks say where they lead. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Castline`;
  }, [title]);
}
