import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MODAL_PANEL, Modal, ModalHeading } from '../../components/Modal';
import Composer from './Composer';
import { closeComposeDialog } from './composeDialogStore';

/** The full composer over the page (wider screens; phones go to `/compose`). Loaded when first opened. */
export default function ComposeDialog({ open }: { open: boolean }) {
  useCloseOnNavigation(open);
  return (
    <Modal
      open={open}
      onClose={closeComposeDialog}
      // The dialog would focus its first control (Close); a person opening it means to write.
      initialFocus="textarea"
      aria-labelledby="compose-dialog-title"
      // Within the window whatever the cast holds: the heading stays, the composer scrolls under it, and its
      // footer (the tools and Post) stays at the dialog's bottom.
      className={`${MODAL_PANEL} m-auto mt-[10vh] max-h-[calc(90dvh-1rem)] w-[min(36rem,calc(100%-2rem))] flex-col p-0 backdrop:bg-black/50 open:flex`}
    >
      <ModalHeading id="compose-dialog-title" onClose={closeComposeDialog} className="shrink-0 items-center px-4 pt-3">
        New cast
      </ModalHeading>
      <div className="min-h-0 overflow-y-auto">
        {open && <Composer context="new" target={{}} allowChannelPick label="New cast" autoFocus onPosted={closeComposeDialog} />}
      </div>
    </Modal>
  );
}

/**
 * A link followed from the dialog (Scheduled casts, Open the Outbox, View your cast) opens its page
 * behind it: the dialog closes, as Close would, and the draft stays where it is kept.
 */
function useCloseOnNavigation(open: boolean) {
  const { key } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (open) closeComposeDialog();
  }, [key, open]);
}
