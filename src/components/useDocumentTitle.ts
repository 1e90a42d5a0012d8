import { useEffect } from 'react';
import { shownName } from './userText';

/** Names the tab after the screen, so history and bookmarks say where they lead. Names in it come from the network. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${shownName(title)} · Castline`;
  }, [title]);
}
