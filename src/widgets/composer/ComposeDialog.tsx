import { MODAL_PANEL, Modal, ModalHeading } from '../../components/Modal';
import Composer from './Composer';
import { closeComposeDialog } from './composeDialogStore';

/** The full composer over the page (wider screens; phones go to `/compose`). Loaded when first opened. */
export default function ComposeDialog({ open }: { open: boolean }) {
  return (
    <Modal
      open={open}
      onClose={closeComposeDialog}
      // The dialog would focus its first control (Close); a person opening it means to write.
      initialFocus="textarea"
      aria-labelledby="compose-dialog-title"
      className={`${MODAL_PANEL} m-auto mt-[10vh] w-[min(36rem,calc(100%-2rem))] p-0 backdrop:bg-black/50`}
    >
      <ModalHeading id="compose-dialog-title" onClose={closeComposeDialog} className="items-center px-4 pt-3">
        New cast
      </ModalHeading>
      {open && <Composer context="new" target={{}} allowChannelPick label="New cast" autoFocus onPosted={closeComposeDialog} />}
    </Modal>
  );
}
