import type { ReactNode } from 'react';

export interface ToolButtonProps {
  /** Its name, for screen readers and as the tooltip. */
  label: string;
  icon: ReactNode;
  onClick(): void;
  /** Set on a button that opens a field or a panel: whether it is open. */
  expanded?: boolean | undefined;
  disabled?: boolean | undefined;
  /** It cannot be used for the reason shown beside it (`describedBy`): it stays focusable, so the reason is read with it. */
  unavailable?: boolean | undefined;
  describedBy?: string | undefined;
  tooltip?: string | undefined;
}

/** One of the composer's icon buttons in its footer row. */
export function ToolButton({ label, icon, onClick, expanded, disabled, unavailable, describedBy, tooltip = label }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="inline-flex h-10 w-9 shrink-0 items-center justify-center rounded-full text-violet-700 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-expanded:bg-violet-100 dark:text-violet-300 dark:hover:bg-zinc-800 dark:aria-expanded:bg-violet-950"
      aria-label={label}
      title={tooltip}
      aria-expanded={expanded}
      aria-disabled={unavailable || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={unavailable ? undefined : onClick}
    >
      {icon}
    </button>
  );
}
