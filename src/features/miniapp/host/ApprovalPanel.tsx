import { useEffect, useId, useRef, useState } from 'react';
import { useDeliberatePress } from '../../../components/useDeliberatePress';
import type { PendingApproval } from './approvals';

/**
 * The host's title bar, above the app's frame. The approval's buttons are drawn over it, the same size,
 * so they are never where a click in the frame was: an app cannot set its own button where Approve will
 * appear and have the second click of a double-click land on it.
 */
export const HOST_BAR = 'flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800';

/** The person's say over one request from the app, drawn by Castline over its title bar and the frame. */
export function ApprovalPanel({ request, onAnswer }: { request: PendingApproval; onAnswer(approved: boolean, option: boolean): void }) {
  const titleId = useId();
  const [option, setOption] = useState(true);
  const rejectRef = useRef<HTMLButtonElement>(null);
  useEffect(() => rejectRef.current?.focus(), []);
  const { armed, pressProps, guard } = useDeliberatePress();
  return (
    <fieldset aria-labelledby={titleId} data-testid="miniapp-approval" {...pressProps} className="absolute inset-0 flex min-w-0 flex-col bg-black/50">
      <div className="min-h-0 overflow-auto rounded-b-2xl border-b border-zinc-300 bg-white p-4 text-zinc-900 shadow-xl dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100">
        <h3 id={titleId} className="text-base font-bold">
          {request.title}
        </h3>
        {request.detail && (
          <pre className="mt-2 max-h-56 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-100 p-2 text-xs dark:bg-zinc-800">{request.detail}</pre>
        )}
        {request.option !== undefined && (
          <label className="mt-3 flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" checked={option} onChange={(event) => setOption(event.target.checked)} className="h-4 w-4 accent-violet-700" />
            {request.option}
          </label>
        )}
      </div>
      {/* Drawn first, over the title bar. Reject takes the place of Close; Tab goes from it to Approve. */}
      <div className={`${HOST_BAR} order-first bg-white dark:bg-zinc-900`}>
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold">Castline asks you</p>
          <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">The app cannot answer for you.</p>
        </div>
        <button ref={rejectRef} type="button" className="btn btn-quiet order-last" onClick={() => onAnswer(false, false)}>
          Reject
        </button>
        <button type="button" className="btn btn-primary aria-disabled:opacity-50" aria-disabled={!armed} onClick={guard(() => onAnswer(true, option))}>
          {request.approveLabel}
        </button>
      </div>
    </fieldset>
  );
}
