import { useEffect, useId, useRef } from 'react';
import { useDeliberatePress } from '../../../components/useDeliberatePress';
import type { PendingApproval } from './approvals';

/** The person's say over one request from the app, drawn by Castline over the frame. */
export function ApprovalPanel({ request, onAnswer }: { request: PendingApproval; onAnswer(approved: boolean): void }) {
  const titleId = useId();
  const rejectRef = useRef<HTMLButtonElement>(null);
  useEffect(() => rejectRef.current?.focus(), []);
  // The app may have drawn a button where this panel's appear, to catch the second click of a double-click.
  const { armed, pressProps, guard } = useDeliberatePress();
  return (
    <div className="absolute inset-0 flex items-end bg-black/50">
      <section
        role="group"
        aria-labelledby={titleId}
        data-testid="miniapp-approval"
        {...pressProps}
        className="w-full rounded-t-2xl border-t border-zinc-300 bg-white p-4 text-zinc-900 shadow-xl dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <h3 id={titleId} className="text-base font-bold">
          {request.title}
        </h3>
        {request.detail && (
          <pre className="mt-2 max-h-56 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-100 p-2 text-xs dark:bg-zinc-800">{request.detail}</pre>
        )}
        <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Castline asks you this; the app cannot answer for you.</p>
        <div className="mt-3 flex justify-end gap-2">
          <button ref={rejectRef} type="button" className="btn btn-quiet" onClick={() => onAnswer(false)}>
            Reject
          </button>
          <button type="button" className="btn btn-primary aria-disabled:opacity-50" aria-disabled={!armed} onClick={guard(() => onAnswer(true))}>
            {request.approveLabel}
          </button>
        </div>
      </section>
    </div>
  );
}
