import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** A modal is named by its heading's id or, lacking a heading, by a label. */
type ModalName = { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'onClick' | 'aria-label' | 'aria-labelledby'>;

type ModalProps = DialogProps &
  ModalName & {
    /** Shown while true. A dialog that is mounted only while it is shown leaves it out. */
    open?: boolean;
    /** The person asks to close it (Escape, or a click on the backdrop where allowed); the owner then sets `open` or unmounts it. */
    onClose(): void;
    closeOnBackdrop?: boolean;
    /** A selector for the control to focus on opening, where the first one is not what the person came for. */
    initialFocus?: string;
  };

/** The card look most dialogs share; each adds its own size, padding and backdrop. */
export const MODAL_PANEL = 'rounded-2xl border border-zinc-300 bg-white text-zinc-900 shadow-xl dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/**
 * A native modal `<dialog>` shown in step with `open`: the browser traps focus inside and makes the
 * page inert; on closing or unmounting, focus goes back to what had it before.
 */
export function Modal({ open = true, onClose, closeOnBackdrop = false, initialFocus, children, ...dialogProps }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's Escape, which the dialog's cancel event handles
    <dialog
      ref={ref}
      {...dialogProps}
      onCancel={(event) => {
        // The owner closes it; where the browser insists on closing anyway, the owner has been told.
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      {children}
    </dialog>
  );
}

/** A dialog's heading (the target of its `aria-labelledby`) with the Close button beside it; `className` lays the row out. */
export function ModalHeading({ id, onClose, className, children }: { id: string; onClose(): void; className: string; children: ReactNode }) {
  return (
    <div className={`flex justify-between ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        {children}
      </h2>
      <button type="button" className="btn btn-quiet px-3 py-1" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
