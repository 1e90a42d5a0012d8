import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openComposeDialog } from '../widgets/composer/composeDialogStore';
import { isTypingTarget } from '../widgets/feed/feedKeys';

const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * `?` lists the shortcuts, `n` opens the composer (the dialog on wide screens, the composer
 * screen on phones); both stay quiet while someone types or a dialog is open.
 */
export function ShellKeys({ wide }: { wide: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target as HTMLElement | null) || document.querySelector('dialog[open]')) return;
      if (event.key === '?') {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      } else if (event.key === 'n') {
        event.preventDefault();
        if (wide) openComposeDialog();
        else navigate('/compose');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, wide]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
