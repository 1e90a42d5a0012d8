import { useEffect, useRef } from 'react';
import { SHORTCUTS } from './shortcuts';

/** The list of keyboard shortcuts, opened with `?`. */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl border border-zinc-300 bg-white p-5 text-zinc-900 shadow-xl backdrop:bg-black/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="shortcuts-title" className="text-lg font-bold">
          Keyboard shortcuts
        </h2>
        <button type="button" className="btn btn-quiet px-3 py-1" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(({ keys, what }) => (
          <div key={what} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd key={key} className="rounded border border-zinc-300 bg-zinc-50 px-1.5 font-mono text-xs leading-5 dark:border-zinc-600 dark:bg-zinc-800">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  );
}
