import { useEffect, useRef } from 'react';
import Composer from './Composer';
import { closeComposeDialog } from './composeDialogStore';

/** The full composer over the page (wider screens; phones go to `/compose`). Loaded when first opened. */
export default function ComposeDialog({ open }: { open: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog would focus its first control (Close); a person opening it means to write.
      dialog.querySelector('textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      onClose={closeComposeDialog}
      aria-labelledby="compose-dialog-title"
      className="m-auto mt-[10vh] w-[min(36rem,calc(100%-2rem))] rounded-2xl border border-zinc-300 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-black/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="flex items-center justify-between px-4 pt-3">
        <h2 id="compose-dialog-title" className="text-lg font-bold">
          New cast
        </h2>
        <button type="button" className="btn btn-quiet px-3 py-1" onClick={closeComposeDialog}>
          Close
        </button>
      </div>
      {open && <Composer context="new" target={{}} allowChannelPick label="New cast" autoFocus onPosted={closeComposeDialog} />}
    </dialog>
  );
}
