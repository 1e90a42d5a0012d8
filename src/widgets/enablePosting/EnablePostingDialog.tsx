import { lazy, Suspense, useId } from 'react';
import type { Fid } from '../../api/model';
import { Modal, MODAL_PANEL, ModalHeading } from '../../components/Modal';

// The panel, the client API calls and the chain reads load when the person asks, never before.
const EnablePosting = lazy(() => import('./EnablePosting'));

/**
 * "Enable posting" in a dialog, for any place that offers it (the account menu, the composer). Mounted
 * only while shown: each opening takes up the open request, or starts one.
 */
export function EnablePostingDialog({ fid, onClose }: { fid: Fid; onClose: () => void }) {
  const headingId = useId();
  return (
    <Modal onClose={onClose} aria-labelledby={headingId} className={`m-auto w-[min(32rem,calc(100%-2rem))] p-0 backdrop:bg-black/50 ${MODAL_PANEL}`}>
      <div className="flex flex-col gap-4 p-6">
        <ModalHeading id={headingId} onClose={onClose} className="items-start gap-4">
          Enable posting
        </ModalHeading>
        <Suspense fallback={<p className="text-sm">Loading Enable posting…</p>}>
          <EnablePosting fid={fid} onClose={onClose} />
        </Suspense>
      </div>
    </Modal>
  );
}
