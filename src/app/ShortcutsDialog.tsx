import { MODAL_PANEL, Modal, ModalHeading } from '../components/Modal';
import { SHORTCUTS } from './shortcuts';

/** The list of keyboard shortcuts, opened with `?`. */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onClose={onClose} aria-labelledby="shortcuts-title" className={`${MODAL_PANEL} m-auto w-[min(26rem,calc(100%-2rem))] p-5 backdrop:bg-black/50`}>
      <ModalHeading id="shortcuts-title" onClose={onClose} className="items-center gap-4">
        Keyboard shortcuts
      </ModalHeading>
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
    </Modal>
  );
}
